import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';
import { INVALID_CODE, TOO_MANY } from './send.ts';
import { count, testApp } from '../../../tests/support/server/harness.ts';

const PHONE = '0412 345 678';
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

async function sentCode() {
  const t = await testApp();
  const res = await t.call('POST', '/api/verify/send', { body: { phone: PHONE } });
  expect(res.status).toBe(200);
  return { ...t, code: codeIn(t.sms.for('0412345678').at(-1)?.text) };
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification (decision 9)', () => {
  it("refuses a dealership that is not the tenant's in a verification record, naming it (send, check, sign-in)", async () => {
    const t = await testApp();
    for (const [path, body] of [
      ['/api/verify/send', { phone: PHONE, dealership_slug: 'dealer-3' }],
      ['/api/verify/check', { phone: PHONE, code: '123456', dealership_slug: '<script>x</script>' }],
      ['/api/auth/sign-in', { phone: PHONE, dealership_slug: 'coastal-toyota-caloundra' }],
    ] as const) {
      const res = await t.call('POST', path, { body });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { fields: object }).fields).toEqual({ dealership_slug: MESSAGES.dealership });
    }
    expect(await count(t.db, 'verifications')).toBe(0);
    expect(t.sms.messages).toEqual([]);
    expect(
      (await t.call('POST', '/api/verify/send', { body: { phone: PHONE, dealership_slug: 'dealer-1' } })).status,
    ).toBe(200);
  });

  it('sends a 6-digit code and verifies it once; the verification records are written', async () => {
    const { call, code, db } = await sentCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(await (await call('POST', '/api/verify/check', { body: { phone: PHONE, code } })).json()).toEqual({
      verified: true,
      verification: expect.stringMatching(/^\d+\.[0-9a-f]{64}$/),
    });
    const used = await call('POST', '/api/verify/check', { body: { phone: PHONE, code } });
    expect(used.status).toBe(400);
    expect(await used.json()).toEqual({ error: INVALID_CODE, fields: { code: INVALID_CODE } });
    const types = (
      await db.all('SELECT verification_type, website_slug FROM verifications ORDER BY created_at, verification_type')
    ).map((r) => `${r['website_slug']}:${r['verification_type']}`);
    expect(types.sort()).toEqual(['alpha:sms', 'alpha:verify']);
  });

  it('stores no plain code, only its HMAC', async () => {
    const { db, code } = await sentCode();
    const rows = await db.all('SELECT * FROM phone_codes');
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(String(rows[0]?.['code_hmac'])).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fails the 6th check even with the right code', async () => {
    const { call, code } = await sentCode();
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/verify/check', { body: { phone: PHONE, code: wrong(code) } })).status).toBe(400);
    const sixth = await call('POST', '/api/verify/check', { body: { phone: PHONE, code } });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('600');
    expect(await sixth.json()).toEqual({ error: TOO_MANY, retry_after: 600 });
  });

  it('accepts at 9:59 and refuses an expired code at 10:01', async () => {
    const late = await sentCode();
    late.clock.advance(10 * 60_000 + 1000);
    expect((await late.call('POST', '/api/verify/check', { body: { phone: PHONE, code: late.code } })).status).toBe(
      400,
    );
    const onTime = await sentCode();
    onTime.clock.advance(9 * 60_000 + 59_000);
    expect((await onTime.call('POST', '/api/verify/check', { body: { phone: PHONE, code: onTime.code } })).status).toBe(
      200,
    );
  });

  it('refuses a resend before 60 s, allows it after, and at most 5 sends per 10 minutes', async () => {
    const { call, clock, sms } = await sentCode();
    clock.advance(59_000);
    const early = await call('POST', '/api/verify/send', { body: { phone: PHONE } });
    expect(early.status).toBe(429);
    expect(await early.json()).toMatchObject({ error: TOO_MANY });
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await call('POST', '/api/verify/send', { body: { phone: PHONE } })).status).toBe(200);
    }
    clock.advance(61_000);
    expect((await call('POST', '/api/verify/send', { body: { phone: PHONE } })).status).toBe(429);
    expect((await call('POST', '/api/rate-limit', { body: { phone: PHONE } })).status).toBe(429);
    expect(sms.messages).toHaveLength(5);
  });

  it('limits sends per IP', async () => {
    const { call, deps } = await testApp({ overrides: { limits: { sendsPerIpPerHour: 3 } } });
    void deps;
    for (let i = 0; i < 3; i++)
      expect((await call('POST', '/api/verify/send', { body: { phone: `041234500${i}` } })).status).toBe(200);
    expect((await call('POST', '/api/verify/send', { body: { phone: '0412345009' } })).status).toBe(429);
    expect(
      (
        await call('POST', '/api/verify/send', {
          body: { phone: '0412345009' },
          headers: { 'x-test-ip': '198.51.100.7' },
        })
      ).status,
    ).toBe(200);
  });

  it('counts sends per IP per clock hour and says when the next hour starts', async () => {
    const { call, clock } = await testApp({ overrides: { limits: { sendsPerIpPerHour: 1 } } });
    clock.set(Date.UTC(2026, 10, 22, 9, 59, 0));
    expect((await call('POST', '/api/verify/send', { body: { phone: '0412345001' } })).status).toBe(200);
    const refused = await call('POST', '/api/verify/send', { body: { phone: '0412345002' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    clock.advance(60_000);
    expect((await call('POST', '/api/verify/send', { body: { phone: '0412345002' } })).status).toBe(200);
  });

  it('the only valid code is the latest one', async () => {
    const { call, clock, sms, code } = await sentCode();
    clock.advance(61_000);
    await call('POST', '/api/verify/send', { body: { phone: PHONE } });
    const latest = codeIn(sms.messages.at(-1)?.text);
    if (latest !== code)
      expect((await call('POST', '/api/verify/check', { body: { phone: PHONE, code } })).status).toBe(400);
    expect((await call('POST', '/api/verify/check', { body: { phone: PHONE, code: latest } })).status).toBe(200);
  });

  it('200 concurrent checks of one code give at most 1 success', async () => {
    const { call, code } = await sentCode();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => call('POST', '/api/verify/check', { body: { phone: PHONE, code } })),
    );
    expect(answers.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect(answers.every((r) => r.status < 500)).toBe(true);
  });

  describe('field messages (spec/site §8)', () => {
    it.each([
      [{ phone: PHONE }, 'code', 'This is a required field.'],
      [{ phone: PHONE, code: '' }, 'code', 'This is a required field.'],
      [{ phone: PHONE, code: '12345' }, 'code', 'Code must be 6 digits.'],
      [{ phone: '0730000000', code: '123456' }, 'phone', 'Please enter an Australian mobile number.'],
      [{ phone: '+44 7700 900123', code: '123456' }, 'phone', 'Please enter an Australian mobile number.'],
    ])('%j → %s: %s', async (body, field, message) => {
      const { call } = await testApp();
      const res = await call('POST', '/api/verify/check', { body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
    });

    it('sends only to Australian mobiles', async () => {
      const { call, db } = await testApp();
      expect((await call('POST', '/api/verify/send', { body: { phone: '1900 123 456' } })).status).toBe(400);
      expect(await count(db, 'phone_codes')).toBe(0);
    });
  });

  it('never logs the code or the phone', async () => {
    const { logger, code, call } = await sentCode();
    await call('POST', '/api/verify/check', { body: { phone: PHONE, code } });
    const logs = logger.lines.join('\n');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain('0412345678');
  });

  it('POST /api/rate-limit answers ok before any send', async () => {
    const { call } = await testApp();
    expect(await (await call('POST', '/api/rate-limit', { body: { phone: PHONE } })).json()).toEqual({ ok: true });
  });

  it('exposes the development outbox only in development', async () => {
    const dev = await sentCode();
    expect(await (await dev.call('GET', '/api/dev/sms-outbox?phone=0412345678')).json()).toMatchObject({
      messages: [{ to: '0412345678' }],
    });
    const prod = await testApp({ overrides: { development: false } });
    expect((await prod.call('GET', '/api/dev/sms-outbox?phone=0412345678')).status).toBe(404);
  });
});
