import { describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/support/server/harness.ts';

/** Signs in 0412 345 678 on alpha; answers the session cookie. */
async function signedIn() {
  const t = await testApp();
  const res = await t.call('POST', '/api/auth/sign-in', {
    body: { phone: '0412345678', first_name: 'Jane', email: 'jane@example.com', dealership_slug: 'dealer-1' },
  });
  expect(res.status).toBe(200);
  const token = /\b(\d{6})\b/.exec(t.sms.messages.at(-1)?.text ?? '')?.[1];
  const verified = await t.call('POST', '/api/auth/verify', { body: { phone: '+61412345678', token, type: 'sms' } });
  expect(verified.status).toBe(200);
  const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^ds_session=/);
  expect(verified.headers.get('set-cookie')).toContain('HttpOnly');
  return { ...t, cookie };
}

describe('sign-in by SMS code', () => {
  it('creates the user, a session and a verify record with the user id', async () => {
    const { call, cookie, db } = await signedIn();
    const me = (await (await call('GET', '/api/auth/me', { headers: { cookie } })).json()) as {
      user: { id: string; phone: string; first_name: string };
    };
    expect(me.user).toMatchObject({ phone: '0412345678', first_name: 'Jane' });
    const record = await db.get("SELECT * FROM verifications WHERE verification_type = 'verify'");
    expect(record).toMatchObject({ website_slug: 'alpha', dealership_slug: 'dealer-1', user_id: me.user.id });
  });

  it('answers the spec message for a wrong token', async () => {
    const t = await testApp();
    await t.call('POST', '/api/auth/sign-in', { body: { phone: '0412345678' } });
    const res = await t.call('POST', '/api/auth/verify', { body: { phone: '0412345678', token: '000000' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'The verification code is invalid. Please try again.' });
  });

  it('signs out, and a session does not work on another tenant', async () => {
    const { call, cookie } = await signedIn();
    expect((await call('GET', '/api/auth/me', { host: 'beta.localhost', headers: { cookie } })).status).toBe(401);
    await call('POST', '/api/auth/sign-out', { headers: { cookie } });
    expect((await call('GET', '/api/auth/me', { headers: { cookie } })).status).toBe(401);
  });
});

describe('watchlist', () => {
  it('saves and removes a car for the signed-in user', async () => {
    const { call, cookie } = await signedIn();
    const save = await call('POST', '/api/watchlist/save-car', {
      headers: { cookie },
      body: { phone_number: '0412345678', car_id: 1 },
    });
    expect(await save.json()).toEqual({ success: true });
    expect(await (await call('GET', '/api/watchlist', { headers: { cookie } })).json()).toEqual({ cars: [1] });
    expect(
      await (
        await call('POST', '/api/watchlist/remove-car', {
          headers: { cookie },
          body: { phone_number: '0412345678', car_id: '1' },
        })
      ).json(),
    ).toEqual({ success: true });
    expect(await (await call('GET', '/api/watchlist', { headers: { cookie } })).json()).toEqual({ cars: [] });
  });

  it('answers 401 with the sign-in redirect when not signed in', async () => {
    const { call } = await testApp();
    const res = await call('POST', '/api/watchlist/save-car', { body: { phone_number: '0412345678', car_id: 1 } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ sign_in: '/sign-in?type=watchlist' });
  });

  it('refuses a sold car not already saved, another phone, and unknown or foreign cars', async () => {
    const { call, cookie } = await signedIn();
    expect((await call('POST', '/api/watchlist/save-car', { headers: { cookie }, body: { car_id: 2 } })).status).toBe(
      409,
    );
    expect(
      (
        await call('POST', '/api/watchlist/save-car', {
          headers: { cookie },
          body: { phone_number: '0499999999', car_id: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await call('POST', '/api/watchlist/save-car', { headers: { cookie }, body: { car_id: 3 } })).status).toBe(
      422,
    );
    const bad = await call('POST', '/api/watchlist/save-car', { headers: { cookie }, body: { car_id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty('car_id');
  });

  it('GET /api/check-if-contact-exists tells whether the site knows the phone', async () => {
    const { call } = await signedIn();
    expect(await (await call('GET', '/api/check-if-contact-exists?phone_number=%2B61412345678')).json()).toEqual({
      data: { exists: true },
    });
    expect(await (await call('GET', '/api/check-if-contact-exists?phone_number=0412000000')).json()).toEqual({
      data: { exists: false },
    });
    expect(
      await (
        await call('GET', '/api/check-if-contact-exists?phone_number=0412345678', { host: 'beta.localhost' })
      ).json(),
    ).toEqual({ data: { exists: false } });
    expect((await call('GET', '/api/check-if-contact-exists?phone_number=abc')).status).toBe(400);
  });
});
