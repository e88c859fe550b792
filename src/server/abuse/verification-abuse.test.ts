import { describe, expect, it } from 'vitest';
import type { Db, Sql } from '../store/db.ts';
import { freshDb, testApp } from '../../../tests/support/server/harness.ts';
import { STRANGER_CHECKS } from '../verify/code-store.ts';
import { INVALID_CODE, TOO_MANY } from '../verify/send.ts';

const PHONE = '0412345678';
const OWNER = { 'x-test-ip': '198.51.100.1' };
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification limits are kept per tenant and purpose', () => {
  it('a send on one tenant puts the phone in cooldown neither on another tenant nor for sign-in', async () => {
    const { call } = await testApp();
    expect((await call('POST', '/api/verify/send', { body: { phone: PHONE } })).status).toBe(200);
    expect((await call('POST', '/api/verify/send', { body: { phone: PHONE } })).status).toBe(429);
    expect((await call('POST', '/api/verify/send', { host: 'beta.localhost', body: { phone: PHONE } })).status).toBe(
      200,
    );
    expect((await call('POST', '/api/auth/sign-in', { body: { phone: PHONE } })).status).toBe(200);
    expect((await call('POST', '/api/rate-limit', { host: 'beta.localhost', body: { phone: PHONE } })).status).toBe(
      429,
    );
  });
});

describe("a stranger cannot spend a shopper's code", () => {
  async function pending() {
    const t = await testApp();
    expect((await t.call('POST', '/api/verify/send', { body: { phone: PHONE }, headers: OWNER })).status).toBe(200);
    return { ...t, code: codeIn(t.sms.for(PHONE).at(-1)?.text) };
  }
  const check = (t: Awaited<ReturnType<typeof testApp>>, code: string, ip: string) =>
    t.call('POST', '/api/verify/check', { body: { phone: PHONE, code }, headers: { 'x-test-ip': ip } });

  it('5 wrong guesses from another address leave the code working for the shopper', async () => {
    const t = await pending();
    for (let i = 0; i < 5; i++) expect((await check(t, wrong(t.code), '203.0.113.66')).status).toBe(400);
    expect((await check(t, wrong(t.code), '203.0.113.66')).status).toBe(429);
    expect((await check(t, t.code, '198.51.100.1')).status).toBe(200);
  });

  it(`strangers share ${STRANGER_CHECKS} checks of a code, after which even the right code is invalid to them, not to the shopper`, async () => {
    const t = await pending();
    for (let i = 0; i < STRANGER_CHECKS; i++)
      expect((await check(t, wrong(t.code), `203.0.113.${i}`)).status).toBe(400);
    const lucky = await check(t, t.code, '203.0.113.200');
    expect(lucky.status).toBe(400);
    expect(await lucky.json()).toEqual({ error: INVALID_CODE, fields: { code: INVALID_CODE } });
    expect((await check(t, t.code, '198.51.100.1')).status).toBe(200);
  });

  it("the shopper's own 5 wrong checks still spend the code", async () => {
    const t = await pending();
    for (let i = 0; i < 5; i++) expect((await check(t, wrong(t.code), '198.51.100.1')).status).toBe(400);
    expect((await check(t, t.code, '198.51.100.1')).status).toBe(429);
  });
});

/** The store with every statement's SQL text recorded, in order. */
function recording(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const wrap = (sql: Sql): Sql => ({
    all: (text, params) => {
      statements.push(text);
      return sql.all(text, params);
    },
    get: (text, params) => {
      statements.push(text);
      return sql.get(text, params);
    },
    run: (text, params) => {
      statements.push(text);
      return sql.run(text, params);
    },
  });
  return { statements, db: { ...db, ...wrap(db), transaction: (work) => db.transaction((tx) => work(wrap(tx))) } };
}

describe('a check tells nothing about whether a code is pending', () => {
  it.each([
    ['/api/verify/check', 'verify/send', (code: string) => ({ phone: PHONE, code })],
    ['/api/auth/verify', 'auth/sign-in', (code: string) => ({ phone: PHONE, token: code, type: 'sms' })],
  ])('%s does the same store work with and without a pending code', async (path, sendPath, body) => {
    const spy = recording(await freshDb());
    const t = await testApp({ db: spy.db });
    spy.statements.length = 0;
    expect((await t.call('POST', path, { body: body('123456') })).status).toBe(400);
    const withoutCode = spy.statements.splice(0);
    await t.call('POST', `/api/${sendPath}`, { body: { phone: PHONE } });
    const code = codeIn(t.sms.for(PHONE).at(-1)?.text);
    spy.statements.length = 0;
    const answer = await t.call('POST', path, { body: body(wrong(code)), headers: { 'x-test-ip': '203.0.113.77' } });
    expect(answer.status).toBe(400);
    expect(spy.statements).toEqual(withoutCode);
  });

  it('answers the 6th check from a client 429 whether or not a code is pending', async () => {
    const t = await testApp();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.call('POST', '/api/verify/check', { body: { phone: PHONE, code: '123456' } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(
      await (await t.call('POST', '/api/verify/check', { body: { phone: PHONE, code: '123456' } })).json(),
    ).toEqual({ error: TOO_MANY, retry_after: 600 });
  });
});

describe('contact lookup', () => {
  it('answers 10 lookups a minute per client, then 429 with Retry-After', async () => {
    const { call, clock } = await testApp();
    const lookup = (ip = '198.51.100.1') =>
      call('GET', '/api/check-if-contact-exists?phone_number=0412345678', { headers: { 'x-test-ip': ip } });
    for (let i = 0; i < 10; i++) expect((await lookup()).status).toBe(200);
    const refused = await lookup();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('6');
    expect((await lookup('198.51.100.2')).status).toBe(200);
    clock.advance(6_000);
    expect((await lookup()).status).toBe(200);
  });
});

describe('POST /api/rate-limit', () => {
  const ask = (t: Awaited<ReturnType<typeof testApp>>, ip: string, phone = PHONE) =>
    t.call('POST', '/api/rate-limit', { body: { phone }, headers: { 'x-test-ip': ip } });

  it("answers a client about its own sends only: another client's pending code is not told", async () => {
    const t = await testApp();
    expect(
      (await t.call('POST', '/api/verify/send', { body: { phone: PHONE }, headers: { 'x-test-ip': '127.0.0.2' } }))
        .status,
    ).toBe(200);
    const own = await ask(t, '127.0.0.2');
    expect(own.status).toBe(429);
    expect(own.headers.get('retry-after')).toBe('60');
    expect(await own.json()).toEqual({ error: TOO_MANY, retry_after: 60 });
    const stranger = await ask(t, '127.0.0.3');
    expect([stranger.status, await stranger.json()]).toEqual([200, { ok: true }]);
  });

  it('still refuses a client past its own hourly sends, with Retry-After, whatever the phone', async () => {
    const t = await testApp({ overrides: { limits: { sendsPerIpPerHour: 1 } } });
    await t.call('POST', '/api/verify/send', { body: { phone: PHONE }, headers: { 'x-test-ip': '127.0.0.2' } });
    const refused = await ask(t, '127.0.0.2', '0498765432');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask(t, '127.0.0.3', '0498765432')).status).toBe(200);
  });

  it('answers 10 a minute per client, then 429 with Retry-After, apart from the contact lookup budget', async () => {
    const t = await testApp();
    for (let i = 0; i < 10; i++)
      expect((await ask(t, '127.0.0.2', `04123456${String(i).padStart(2, '0')}`)).status).toBe(200);
    const refused = await ask(t, '127.0.0.2', '0498765432');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('6');
    expect(await refused.json()).toEqual({ error: TOO_MANY, retry_after: 6 });
    expect((await ask(t, '127.0.0.3')).status).toBe(200);
    expect(
      (
        await t.call('GET', '/api/check-if-contact-exists?phone_number=0412345678', {
          headers: { 'x-test-ip': '127.0.0.2' },
        })
      ).status,
    ).toBe(200);
    t.clock.advance(6_000);
    expect((await ask(t, '127.0.0.2')).status).toBe(200);
  });
});

describe('what the check counters keep', () => {
  it('stores neither the phone nor the address in a counter key', async () => {
    const t = await testApp();
    await t.call('POST', '/api/verify/check', {
      body: { phone: PHONE, code: '123456' },
      headers: { 'x-test-ip': '198.51.100.44' },
    });
    const keys = (await t.db.all('SELECT rate_key FROM rate_counters')).map((r) => String(r['rate_key']));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
  });
});
