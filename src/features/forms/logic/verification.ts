/** spec 9: codes are 6 digits; a send gives up after 15 s. */
export const CODE_LENGTH = 6;
export const SEND_CODE_TIMEOUT_MS = 15_000;

/** spec 4 phone verification: code not sent → sending → sent ('Resend Code', phone disabled, 'Code sent!'). */
export type VerificationStatus = 'not-sent' | 'sending' | 'sent';

export interface VerificationState {
  status: VerificationStatus;
  /** The send error shown in a destructive alert below the code field (spec 8). */
  error: string;
  /** The phone the code went to (normalised). */
  phone: string;
  /** A code was sent at least once (a failed resend keeps the 'sent' view). */
  sentBefore: boolean;
}

export type VerificationEvent =
  | { type: 'send'; phone: string }
  | { type: 'sent' }
  | { type: 'failed'; error: string }
  /** The shopper changed the number: a new code is needed. */
  | { type: 'reset' };

export const initialVerification: VerificationState = { status: 'not-sent', error: '', phone: '', sentBefore: false };

/** The next verification state; a failed first send returns to 'not-sent', a failed resend stays 'sent'. */
export function verificationReducer(state: VerificationState, event: VerificationEvent): VerificationState {
  switch (event.type) {
    case 'send':
      return { ...state, status: 'sending', error: '', phone: event.phone };
    case 'sent':
      return { ...state, status: 'sent', error: '', sentBefore: true };
    case 'failed':
      return { ...state, status: state.sentBefore ? 'sent' : 'not-sent', error: event.error };
    case 'reset':
      return initialVerification;
  }
}

/** What the send button and the phone field show in a state. */
export function verificationView(state: VerificationState): { button: string; phoneDisabled: boolean; help: string; busy: boolean } {
  return {
    button: state.status === 'sent' ? 'Resend Code' : state.status === 'sending' ? 'Sending…' : 'Send Code',
    phoneDisabled: state.status === 'sent',
    help: state.status === 'sent' ? 'Code sent!' : '',
    busy: state.status === 'sending',
  };
}
