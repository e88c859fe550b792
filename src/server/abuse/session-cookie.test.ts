import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { realServer } from '../../../tests/support/server/real-server.ts';

const PHONE = '0412345678';

/** Signs in through the real server and answers the session cookie it set. */
async function sessionCookie(
  env: Record<string, string>,
  headers: Record<string, string> = {},
  codes = (server: { lastCode(phone: string): string }) => server.lastCode(PHONE),
): Promise<string> {
  return (await signInCookies(env, headers, codes)).find((c) => c.startsWith('ds_session=')) ?? '';
}

/** Signs in through the real server and answers every cookie it set, then those signing out sets. */
async function signInCookies(
  env: Record<string, string>,
  headers: Record<string, string> = {},
  codes = (server: { lastCode(phone: string): string }) => server.lastCode(PHONE),
  out?: (cookies: string[]) => void,
): Promise<string[]> {
  const server = await realServer(env);
  try {
    expect((await server.send('127.0.0.1', 'POST', '/api/auth/sign-in', { phone: PHONE }, headers)).status).toBe(200);
    const verified = await server.send(
      '127.0.0.1',
      'POST',
      '/api/auth/verify',
      { phone: PHONE, token: codes(server), type: 'sms' },
      headers,
    );
    expect(verified.status).toBe(200);
    const cookies = [verified.headers['set-cookie'] ?? []].flat();
    if (out) {
      const session = cookies.find((c) => c.startsWith('ds_session='))?.split(';')[0] ?? '';
      const left = await server.send('127.0.0.1', 'POST', '/api/auth/sign-out', {}, { ...headers, cookie: session });
      out([left.headers['set-cookie'] ?? []].flat());
    }
    return cookies;
  } finally {
    await server.close();
  }
}
const isSecure = (cookie: string) => /;\s*Secure\b/i.test(cookie);

describe('session cookie through the real Node server', () => {
  it('is Secure behind a trusted TLS proxy (X-Forwarded-Proto: https)', async () => {
    const cookie = await sessionCookie(
      { TRUST_PROXY: '1' },
      { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    );
    expect(cookie).toContain('HttpOnly');
    expect(isSecure(cookie)).toBe(true);
  });

  it('is always Secure in production', async () => {
    // Production needs a real SMS gateway: a local one speaking its contract (POST { to, body }).
    const texts: string[] = [];
    const gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        texts.push((JSON.parse(body) as { body: string }).body);
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    try {
      const lastCode = () => /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1] ?? '';
      expect(isSecure(await sessionCookie({ NODE_ENV: 'production', SMS_GATEWAY_URL: url }, {}, lastCode))).toBe(true);
    } finally {
      gateway.close();
    }
  });

  it('is not Secure on plain http in development, where the browser would drop it', async () => {
    expect(isSecure(await sessionCookie({}))).toBe(false);
  });

  it('comes with a readable signed-in hint (no secret in it), which signing out clears with the session', async () => {
    let cleared: string[] = [];
    const cookies = await signInCookies({}, {}, undefined, (c) => {
      cleared = c;
    });
    const hint = cookies.find((c) => c.startsWith('ds_signed_in='));
    expect(hint).toMatch(/^ds_signed_in=1;/);
    expect(hint).not.toContain('HttpOnly');
    expect(cookies.find((c) => c.startsWith('ds_session='))).toContain('HttpOnly');
    for (const name of ['ds_session', 'ds_signed_in'])
      expect(cleared.find((c) => c.startsWith(`${name}=`))).toMatch(/Max-Age=0/i);
  });

  it('a session the store no longer knows answers 401 and clears both cookies, so the pages stop asking', async () => {
    const server = await realServer({});
    try {
      const stale = await server.send('127.0.0.1', 'GET', '/api/watchlist', undefined, {
        cookie: 'ds_session=gone; ds_signed_in=1',
      });
      expect(stale.status).toBe(401);
      const cleared = [stale.headers['set-cookie'] ?? []].flat();
      for (const name of ['ds_session', 'ds_signed_in'])
        expect(cleared.find((c) => c.startsWith(`${name}=`))).toMatch(/Max-Age=0/i);
      const anonymous = await server.send('127.0.0.1', 'GET', '/api/watchlist');
      expect(anonymous.headers['set-cookie']).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    expect(isSecure(await sessionCookie({}, { 'x-forwarded-proto': 'https' }))).toBe(false);
  });
});
