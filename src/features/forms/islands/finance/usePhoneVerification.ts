import { useReducer } from 'react';
import * as v from 'valibot';
import { track } from '../../../analytics/data-layer.ts';
import { callJson } from '../../client/api.ts';
import { LEAD_EVENTS } from '../../logic/lead-events.ts';
import { initialVerification, SEND_CODE_TIMEOUT_MS, verificationReducer, verificationView } from '../../logic/verification.ts';
import { MobileSchema } from '../../schemas/fields.ts';

/** spec 8 text when the rate-limit call is not ok. */
export const TOO_MANY_ATTEMPTS = 'Too many verification attempts. Please try again later.';

/**
 * Sends a verification code: validates the phone first, asks /api/rate-limit, then POSTs `sendPath`
 * (15 s timeout). Answers the phone error, if any; send errors land in `state.error`.
 */
export function usePhoneVerification(sendPath: '/api/verify/send' | '/api/auth/sign-in', extra: Record<string, unknown> = {}) {
  const [state, dispatch] = useReducer(verificationReducer, initialVerification);

  const send = async (rawPhone: string): Promise<string | undefined> => {
    const parsed = v.safeParse(MobileSchema, rawPhone);
    if (!parsed.success) return parsed.issues[0].message;
    const phone = parsed.output;
    dispatch({ type: 'send', phone });
    const limit = await callJson('POST', '/api/rate-limit', { phone }, { timeoutMs: SEND_CODE_TIMEOUT_MS });
    if (!limit.ok) {
      dispatch({ type: 'failed', error: limit.status === 429 ? TOO_MANY_ATTEMPTS : limit.error });
      return undefined;
    }
    const sent = await callJson('POST', sendPath, { phone, ...extra }, { timeoutMs: SEND_CODE_TIMEOUT_MS });
    if (!sent.ok) {
      dispatch({ type: 'failed', error: sent.error });
      return undefined;
    }
    dispatch({ type: 'sent' });
    track(LEAD_EVENTS.codeSent, { purpose: sendPath === '/api/auth/sign-in' ? 'sign-in' : 'finance' });
    return undefined;
  };

  return { state, view: verificationView(state), send, reset: () => dispatch({ type: 'reset' }) };
}
