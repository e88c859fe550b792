import { useEffect, useReducer, useState } from 'react';
import * as v from 'valibot';
import { track } from '../../../analytics/client/data-layer.ts';
import { callJson } from '../../client/api.ts';
import { LEAD_EVENTS } from '../../rules/lead-events.ts';
import {
  initialVerification,
  resendAtFrom,
  SEND_CODE_TIMEOUT_MS,
  sendFailureMessage,
  verificationReducer,
  verificationView,
} from '../../rules/verification.ts';
import { MobileSchema } from '../../rules/schemas/fields.ts';

/**
 * Sends a verification code: validates the phone first, asks /api/rate-limit, then POSTs `sendPath`
 * (15 s timeout). Answers the phone error, if any; send errors land in `state.error`, and the
 * server's resend cooldown becomes a countdown in `view.countdown`.
 */
export function usePhoneVerification(
  sendPath: '/api/verify/send' | '/api/auth/sign-in',
  extra: Record<string, unknown> = {},
) {
  const [state, dispatch] = useReducer(verificationReducer, initialVerification);
  // Ticks once a second while a cooldown runs, so the countdown re-renders.
  const [, setTick] = useState(0);

  useEffect(() => {
    if (state.resendAt === 0) return;
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (Date.now() >= state.resendAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [state.resendAt]);

  const send = async (rawPhone: string): Promise<string | undefined> => {
    const parsed = v.safeParse(MobileSchema, rawPhone);
    if (!parsed.success) return parsed.issues[0].message;
    const phone = parsed.output;
    dispatch({ type: 'send', phone });
    const limit = await callJson('POST', '/api/rate-limit', { phone }, { timeoutMs: SEND_CODE_TIMEOUT_MS });
    if (!limit.ok) {
      dispatch({
        type: 'failed',
        error: sendFailureMessage('rate-limit', limit.status, limit.error),
        resendAt: resendAtFrom(limit.body, Date.now()),
      });
      return undefined;
    }
    const sent = await callJson<Record<string, unknown>>(
      'POST',
      sendPath,
      { phone, ...extra },
      { timeoutMs: SEND_CODE_TIMEOUT_MS },
    );
    if (!sent.ok) {
      dispatch({
        type: 'failed',
        error: sendFailureMessage('send', sent.status, sent.error),
        resendAt: resendAtFrom(sent.body, Date.now()),
      });
      return undefined;
    }
    dispatch({ type: 'sent', resendAt: resendAtFrom(sent.data, Date.now()) });
    track(LEAD_EVENTS.codeSent, { purpose: sendPath === '/api/auth/sign-in' ? 'sign-in' : 'finance' });
    return undefined;
  };

  return { state, view: verificationView(state, Date.now()), send, reset: () => dispatch({ type: 'reset' }) };
}
