import { describe, expect, it } from 'vitest';
import { realServer } from '../test-support/real-server.ts';

const PHONE = '0412345678';

/** Signs in through the real server and answers the session cookie it set. */
async function sessionCookie(env: Record<string, string>, headers: Record<string, string> = {}): Promise<string> {
  const server = await realServer(env);
  try {
    expect((await server.send('127.0.0.1', 'POST', '/api/auth/sign-in', { phone: PHONE }, headers)).status).toBe(200);
    const verified = await server.send('127.0.0.1', 'POST', '/api/auth/verify', { phone: PHONE, token: server.lastCode(PHONE), type: 'sms' }, headers);
    expect(verified.status).toBe(200);
    return ([verified.headers['set-cookie']].flat()).find((c) => c?.startsWith('ds_session=')) ?? '';
  } finally {
    await server.close();
  }
}
const isSecure = (cookie: string) => /;\s*Secure\b/i.test(cookie);

describe('session cookie through the real Node server', () => {
  it('is Secure behind a trusted TLS proxy (X-Forwarded-Proto: https)', async () => {
    const cookie = await sessionCookie({ TRUST_PROXY: '1' }, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
    expect(cookie).toContain('HttpOnly');
    expect(isSecure(cookie)).toBe(true);
  });

  it('is always Secure in production', async () => {
    expect(isSecure(await sessionCookie({ NODE_ENV: 'production' }))).toBe(true);
  });

  it('is not Secure on plain http in development, where the browser would drop it', async () => {
    expect(isSecure(await sessionCookie({}))).toBe(false);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    expect(isSecure(await sessionCookie({}, { 'x-forwarded-proto': 'https' }))).toBe(false);
  });
});
