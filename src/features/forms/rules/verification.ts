import { MESSAGES, resendCountdown } from './schemas/messages.ts';

/** spec/site §9: a code send gives up after 15 s. */
export const SEND_CODE_TIMEOUT_MS = 15_000;

/** spec/site §4 phone verification: code not sent → sending → sent ('Resend Code', phone disabled, 'Code sent!'). */
export type VerificationStatus = 'not-sent' | 'sending' | 'sent';

export interface VerificationState {
  status: VerificationStatus;
  /** The send error shown in a destructive alert below the code field (spec/site §8). */
  error: string;
  /** The phone the code went to (normalised). */
  phone: string;
  /** A code was sent at least once (a failed resend keeps the 'sent' view). */
  sentBefore: boolean;
  /** Epoch ms before which another code cannot be sent (the server's resend_after / retry_after); 0 when free. */
  resendAt: number;
}

export type VerificationEvent =
  | { type: 'send'; phone: string }
  | { type: 'sent'; resendAt?: number }
  | { type: 'failed'; error: string; resendAt?: number }
  /** The shopper changed the number: a new code is needed. */
  | { type: 'reset' };

export const initialVerification: VerificationState = {
  status: 'not-sent',
  error: '',
  phone: '',
  sentBefore: false,
  resendAt: 0,
};

/** The next verification state; a failed first send returns to 'not-sent', a failed resend stays 'sent'. */
export function verificationReducer(state: VerificationState, event: VerificationEvent): VerificationState {
  switch (event.type) {
    case 'send':
      return { ...state, status: 'sending', error: '', phone: event.phone };
    case 'sent':
      return { ...state, status: 'sent', error: '', sentBefore: true, resendAt: event.resendAt ?? 0 };
    case 'failed':
      return {
        ...state,
        status: state.sentBefore ? 'sent' : 'not-sent',
        error: event.error,
        resendAt: event.resendAt ?? state.resendAt,
      };
    case 'reset':
      return initialVerification;
  }
}

/** What the send button and the phone field show in a state at `now` (epoch ms); `countdown` is '' when a code may be sent. */
export function verificationView(
  state: VerificationState,
  now = 0,
): { button: string; phoneDisabled: boolean; help: string; busy: boolean; countdown: string } {
  const wait = Math.ceil((state.resendAt - now) / 1000);
  return {
    button: state.status === 'sent' ? 'Resend Code' : state.status === 'sending' ? 'Sending…' : 'Send Code',
    phoneDisabled: state.status === 'sent',
    help: state.status === 'sent' ? 'Code sent!' : '',
    busy: state.status === 'sending',
    countdown: state.status !== 'sending' && wait > 0 ? resendCountdown(wait) : '',
  };
}

/** When the server lets the shopper send again: `resend_after` or `retry_after` seconds from `now`; 0 when it says nothing. */
export function resendAtFrom(body: Readonly<Record<string, unknown>>, now: number): number {
  const seconds = body['resend_after'] ?? body['retry_after'];
  return typeof seconds === 'number' && seconds > 0 ? now + seconds * 1000 : 0;
}

/**
 * The alert text of a failed send (spec/site §8): any non-ok rate-limit answer (a 500, a timeout, a 429)
 * means too many attempts; a refused send (429) too; other send failures keep the server's text.
 */
export function sendFailureMessage(call: 'rate-limit' | 'send', status: number, serverError: string): string {
  return call === 'rate-limit' || status === 429 ? MESSAGES.tooManyAttempts : serverError;
}
