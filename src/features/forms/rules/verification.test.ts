import { describe, expect, it } from 'vitest';
import { MESSAGES } from './schemas/messages.ts';
import {
  initialVerification,
  resendAtFrom,
  sendFailureMessage,
  verificationReducer,
  verificationView,
} from './verification.ts';

const T0 = 1_700_000_000_000;

describe('phone verification resend cooldown (spec/site §4, spec/site §8)', () => {
  const sending = verificationReducer(initialVerification, { type: 'send', phone: '0412345678' });

  it('counts down to the next resend after a code is sent', () => {
    const sent = verificationReducer(sending, {
      type: 'sent',
      resendAt: resendAtFrom({ sent: true, resend_after: 60 }, T0),
    });
    expect(verificationView(sent, T0 + 18_200).countdown).toBe('You can resend the code in 42 s.');
    expect(verificationView(sent, T0 + 60_000).countdown).toBe('');
  });

  it('a refused resend keeps the catalogue text and shows when the shopper can resend', () => {
    const sent = verificationReducer(sending, { type: 'sent' });
    const refused = verificationReducer(verificationReducer(sent, { type: 'send', phone: '0412345678' }), {
      type: 'failed',
      error: MESSAGES.tooManyAttempts,
      resendAt: resendAtFrom({ error: MESSAGES.tooManyAttempts, retry_after: 30 }, T0),
    });
    expect(refused.error).toBe('Too many verification attempts. Please try again later.');
    expect(verificationView(refused, T0 + 1000)).toMatchObject({
      button: 'Resend Code',
      countdown: 'You can resend the code in 29 s.',
    });
  });

  it('reads no cooldown from an answer without one', () => {
    expect(resendAtFrom({ error: 'x' }, T0)).toBe(0);
    expect(verificationView(verificationReducer(sending, { type: 'sent' }), T0).countdown).toBe('');
  });
});

describe('send failure messages (spec/site §8)', () => {
  it('reads too many attempts for every failed rate-limit call, not only a 429', () => {
    for (const status of [429, 500, 503, 0])
      expect(sendFailureMessage('rate-limit', status, MESSAGES.unknown)).toBe(MESSAGES.tooManyAttempts);
  });
  it('keeps the server text of a send failure other than 429', () => {
    expect(sendFailureMessage('send', 429, 'x')).toBe(MESSAGES.tooManyAttempts);
    expect(sendFailureMessage('send', 502, MESSAGES.unknown)).toBe(MESSAGES.unknown);
  });
});

describe('phone verification states', () => {
  it('goes not sent → sending → sent with Resend Code, phone disabled and Code sent!', () => {
    const sending = verificationReducer(initialVerification, { type: 'send', phone: '0412345678' });
    expect(verificationView(sending)).toMatchObject({ busy: true, phoneDisabled: false });
    const sent = verificationReducer(sending, { type: 'sent' });
    expect(verificationView(sent)).toEqual({
      button: 'Resend Code',
      phoneDisabled: true,
      help: 'Code sent!',
      busy: false,
      countdown: '',
    });
  });
  it('returns to not sent when the first send fails, and stays sent when a resend fails', () => {
    const failed = verificationReducer(
      verificationReducer(initialVerification, { type: 'send', phone: '0412345678' }),
      { type: 'failed', error: 'Too many verification attempts. Please try again later.' },
    );
    expect(failed).toMatchObject({
      status: 'not-sent',
      error: 'Too many verification attempts. Please try again later.',
    });
    let state = verificationReducer(verificationReducer(initialVerification, { type: 'send', phone: '0412345678' }), {
      type: 'sent',
    });
    state = verificationReducer(verificationReducer(state, { type: 'send', phone: '0412345678' }), {
      type: 'failed',
      error: 'x',
    });
    expect(state.status).toBe('sent');
  });
});
