import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/store/db.ts';
import { testApp } from '../../tests/support/server/harness.ts';
import { rawRequest } from '../../tests/support/server/raw-request.ts';
import { headersFile } from '../../src/config/security-headers.ts';
import { createSiteApp } from './tenant-site-app.ts';

/** The npm start app (site + functions) behind @hono/node-server on a loopback port, like start-server.ts. */
const dist = mkdtempSync(join(tmpdir(), 'site-server-'));
mkdirSync(join(dist, 'alpha'), { recursive: true });
writeFileSync(join(dist, 'alpha', 'index.html'), '<h1>Alpha home</h1>');
writeFileSync(join(dist, 'alpha', '404.html'), '<h1>Not here</h1>');
const REPORT_ONLY = "script-src 'self' 'sha256-A'; report-uri /api/csp-report";
writeFileSync(join(dist, 'alpha', '_headers'), headersFile(REPORT_ONLY));
let server: ServerType;
let port = 0;
let db: Db;

beforeAll(async () => {
  const { app: functions, deps, db: store } = await testApp();
  db = store;
  const tenants = deps.tenants;
  const site = createSiteApp({ distDir: dist, tenants, functions, port: 0 });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One GET with the exact path bytes and Host given (fetch would normalise neither). */
const get = (path: string, host = 'alpha.localhost') => rawRequest(port, { host, path });

describe('the npm start server under hostile requests', () => {
  it('answers malformed percent-encoding with 400 and prints no stack', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const path of ['/%zz', '/%E0%A4%A', '/cars/%']) {
        const res = await get(path);
        expect(res.status, path).toBe(400);
        expect(res.body).toBe('Malformed percent-encoding in the address.');
      }
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
    }
    expect((await get('/')).body).toBe('<h1>Alpha home</h1>');
  });

  it("keeps the functions' own stricter headers on /api/* answers", async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = await get('/');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['permissions-policy']).toContain('geolocation=(self)');
  });

  it("sends the site's _headers on pages: CSP reporting and the build's report-only policy", async () => {
    for (const path of ['/', '/missing']) {
      const page = await get(path);
      expect(page.headers['content-security-policy']).toContain('report-uri /api/csp-report');
      expect(page.headers['content-security-policy-report-only']).toBe(REPORT_ONLY);
    }
    expect((await get('/api/health')).headers['content-security-policy-report-only']).toBeUndefined();
  });

  it('stores a violation report a browser posts to the reporting endpoint', async () => {
    const res = await rawRequest(port, {
      host: 'alpha.localhost',
      path: '/api/csp-report',
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://alpha.localhost/',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      }),
    });
    expect(res.status).toBe(204);
    expect(await db.all('SELECT tenant, directive FROM csp_reports')).toEqual([
      { tenant: 'alpha', directive: 'script-src-elem' },
    ]);
  });

  it('never lets a missing /_astro/ file be cached as immutable', async () => {
    const res = await get('/_astro/missing-abc123.js');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a method a path does not serve with 405 and Allow: API routes as JSON, pages GET and HEAD only', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await rawRequest(port, { host: 'alpha.localhost', path: '/api/leads', method });
      expect(res.status, method).toBe(405);
      expect(res.headers['allow']).toBe('POST');
      expect(JSON.parse(res.body)).toEqual({ error: 'Method not allowed.' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await rawRequest(port, { host: 'alpha.localhost', path: '/api/nope', method: 'PUT' })).status).toBe(404);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await rawRequest(port, { host: 'alpha.localhost', path: '/', method });
      expect(res.status, method).toBe(405);
      expect(res.headers['allow']).toBe('GET, HEAD');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('tells an unknown host nothing about the tenants', async () => {
    const res = await get('/', 'evil.example');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('Alpha');
    expect(res.body).not.toContain('alpha');
    expect((await get('/', `localhost:${port}`)).body).toContain('Alpha Motor Group');
  });
});
