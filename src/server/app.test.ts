import { describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from './security-headers.ts';
import { alphaEnquiry, count, testApp } from '../../tests/support/server/harness.ts';

describe('an unexpected error', () => {
  it("answers 500 with the spec's message and logs the error's message and stack, not the request", async () => {
    const getCar = () => {
      throw new RangeError('car index out of range');
    };
    const { call, logger } = await testApp({ overrides: { getCar } });
    const res = await call('GET', '/api/cars/jane-citizen-car/view.json');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'An unknown error occurred.' });
    const failed = logger.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line['event'] === 'request.failed');
    expect(failed).toMatchObject({
      level: 'error',
      method: 'GET',
      error: 'RangeError',
      message: 'car index out of range',
    });
    expect(failed?.['stack']).toContain('RangeError: car index out of range');
    expect(failed?.['path']).toBe('/api/cars/jane-citizen-car/view.json');
  });
});

describe('tenant resolution and health', () => {
  it('answers health for a known tenant host', async () => {
    const { call } = await testApp();
    const res = await call('GET', '/api/health');
    expect(await res.json()).toEqual({ ok: true, tenant: 'alpha', store: 'ok' });
  });

  it('resolves configured hosts too', async () => {
    const { call } = await testApp();
    expect(await (await call('GET', '/api/health', { host: 'www.alpha.example' })).json()).toMatchObject({
      tenant: 'alpha',
    });
  });

  it('answers 404 JSON for an unknown host, on every route', async () => {
    const { call, db } = await testApp();
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['POST', '/api/leads'],
    ] as const) {
      const res = await call(method, path, {
        host: 'evil.localhost',
        ...(method === 'POST' ? { body: alphaEnquiry() } : {}),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Unknown site.' });
    }
    expect(await count(db, 'leads')).toBe(0);
  });

  it('answers 503 when the store is down', async () => {
    const { call, db } = await testApp();
    await db.close();
    expect((await call('GET', '/api/health')).status).toBe(503);
  });
});

describe('protection (decision 13)', () => {
  it('refuses cross-site POSTs by Sec-Fetch-Site and by Origin with 403', async () => {
    const { call, db } = await testApp();
    const bySite = await call('POST', '/api/leads', {
      body: alphaEnquiry(),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    const byOrigin = await call('POST', '/api/leads', {
      body: alphaEnquiry(),
      headers: { origin: 'https://evil.example' },
    });
    const sameSite = await call('POST', '/api/leads', {
      body: alphaEnquiry(),
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect([bySite.status, byOrigin.status, sameSite.status]).toEqual([403, 403, 403]);
    expect(await count(db, 'leads')).toBe(0);
    const ok = await call('POST', '/api/leads', {
      body: alphaEnquiry(),
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://alpha.localhost' },
    });
    expect(ok.status).toBe(201);
  });

  it('refuses non-JSON bodies with 415', async () => {
    const { app } = await testApp();
    const res = await app.request('http://alpha.localhost/api/leads', {
      method: 'POST',
      body: 'name=x',
      headers: { host: 'alpha.localhost', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('refuses bodies over the limit with 413', async () => {
    const { call } = await testApp();
    const res = await call('POST', '/api/leads', { body: alphaEnquiry({ message: 'x'.repeat(40_000) }) });
    expect(res.status).toBe(413);
  });

  it('answers malformed JSON with 400 naming the body', async () => {
    const { call } = await testApp();
    const res = await call('POST', '/api/leads', { body: '{"form":' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toHaveProperty('body');
  });

  it('sends the security headers on every API answer, errors included', async () => {
    const { call } = await testApp();
    for (const res of [
      await call('GET', '/api/health'),
      await call('GET', '/api/nope'),
      await call('GET', '/api/health', { host: 'x.localhost' }),
    ]) {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    }
  });
});

describe('a method the path does not serve', () => {
  it('answers 405 JSON with Allow naming the methods of the path, on every route', async () => {
    const { call, db } = await testApp();
    for (const [method, path, allow] of [
      ['GET', '/api/leads', 'POST'],
      ['PUT', '/api/leads', 'POST'],
      ['DELETE', '/api/leads', 'POST'],
      ['OPTIONS', '/api/leads', 'POST'],
      ['POST', '/api/leads/abc', 'PATCH'],
      ['DELETE', '/api/health', 'GET, HEAD'],
      ['PATCH', '/api/reservations', 'GET, HEAD, POST'],
      ['PUT', '/api/cars/some-car/view', 'POST'],
      ['POST', '/api/cars/some-car/view.json', 'GET, HEAD'],
      ['GET', '/api/csp-report', 'POST'],
      ['DELETE', '/api/spin-to-win', 'GET, HEAD, POST'],
    ] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(await res.json()).toEqual({ error: 'Method not allowed.' });
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    }
    expect(await count(db, 'leads')).toBe(0);
  });

  it('refuses the method before reading the body, and answers HEAD where GET is served', async () => {
    const { call } = await testApp();
    const put = await call('PUT', '/api/leads', { body: alphaEnquiry() });
    expect(put.status).toBe(405);
    const head = await call('HEAD', '/api/leads');
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('POST');
    expect((await call('HEAD', '/api/health')).status).toBe(200);
  });

  it('keeps 404 for a path no route serves, whatever the method', async () => {
    const { call } = await testApp();
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const res = await call(method, '/api/nope');
      expect(res.status, method).toBe(404);
      expect(res.headers.get('allow')).toBeNull();
      expect(await res.json()).toEqual({ error: 'Not found.' });
    }
    expect((await call('GET', '/api/leads/abc/more')).status).toBe(404);
  });
});
