import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { headersFile } from '../../src/config/security-headers.ts';
import { createSiteApp, resolveFile } from './tenant-site-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'dist-'));
mkdirSync(join(dist, 'alpha', 'about-us'), { recursive: true });
writeFileSync(join(dist, 'alpha', 'index.html'), '<h1>Alpha home</h1>'.repeat(20));
writeFileSync(join(dist, 'alpha', 'about-us', 'index.html'), '<h1>About</h1>');
writeFileSync(join(dist, 'alpha', '404.html'), '<h1>Not here</h1>');
writeFileSync(join(dist, 'secret.txt'), 'outside the tenant');
mkdirSync(join(dist, 'alpha', '_worker.js'));
writeFileSync(join(dist, 'alpha', '_worker.js', 'index.js'), 'export default {};');
mkdirSync(join(dist, 'alpha', '_astro'));
writeFileSync(join(dist, 'alpha', '_astro', 'a.js'), 'export {};');
writeFileSync(
  join(dist, 'alpha', '_headers'),
  headersFile("script-src 'self'; report-uri /api/csp-report", ['_astro']),
);
const tenants = [{ slug: 'alpha', site: { name: 'Alpha Motors', hosts: ['www.alpha.example'] } }];
const functions = { fetch: (r: Request) => Response.json({ path: new URL(r.url).pathname }) };
const app = createSiteApp({ distDir: dist, tenants, functions, port: 4321 });
const get = (path: string, host: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { host, ...headers } });

describe('tenant site server', () => {
  it('serves a tenant by <slug>.localhost and by its configured host', async () => {
    expect(await (await get('/about-us', 'alpha.localhost:4321')).text()).toBe('<h1>About</h1>');
    expect(await (await get('/about-us/', 'www.alpha.example')).text()).toBe('<h1>About</h1>');
  });
  it('answers unknown paths with the tenant 404 page and status', async () => {
    const res = await get('/nope', 'alpha.localhost:4321');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>Not here</h1>');
  });
  it('sends the security headers on pages and API answers', async () => {
    for (const res of [await get('/', 'alpha.localhost'), await get('/api/health', 'alpha.localhost')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
  it("sends the site's report-only policy with pages and leaves it off script files, as the _headers file says", async () => {
    expect((await get('/', 'alpha.localhost')).headers.get('content-security-policy-report-only')).toContain(
      "script-src 'self'",
    );
    const script = await get('/_astro/a.js', 'alpha.localhost');
    expect(script.headers.get('content-security-policy-report-only')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cache-control')).toMatch(/immutable/);
  });
  it('never lets a miss be cached: a missing /_astro/ file is a 404 for now, not immutable for a year', async () => {
    for (const path of ['/_astro/missing-abc123.js', '/nope']) {
      const res = await get(path, 'alpha.localhost');
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      // The answer is the 404 page, so it carries the page's report-only policy.
      expect(res.headers.get('content-security-policy-report-only'), path).toContain("script-src 'self'");
    }
    expect((await get('/_astro/a.js', 'alpha.localhost')).headers.get('cache-control')).toMatch(/immutable/);
  });
  it('answers other methods than GET and HEAD on the site with 405 and Allow, keeping the security headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of ['/', '/about-us', '/nope']) {
        const res = await app.request(path, { method, headers: { host: 'alpha.localhost' } });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD');
        expect(await res.text()).toBe('Method not allowed.');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
    expect((await app.request('/', { method: 'HEAD', headers: { host: 'alpha.localhost' } })).status).toBe(200);
    expect((await app.request('/', { method: 'POST', headers: { host: 'evil.example' } })).status).toBe(404);
    expect(
      await (await app.request('/api/leads', { method: 'POST', headers: { host: 'alpha.localhost' } })).json(),
    ).toEqual({
      path: '/api/leads',
    });
  });
  it('hands /api/* to the functions on the same origin', async () => {
    expect(await (await get('/api/leads', 'alpha.localhost')).json()).toEqual({ path: '/api/leads' });
  });
  it('compresses a page as the browser accepts, and sends it as built to one that accepts no encoding', async () => {
    const br = await get('/', 'alpha.localhost', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('<h1>Alpha home</h1>'.repeat(20));
    const plain = await get('/', 'alpha.localhost');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<h1>Alpha home</h1>'.repeat(20));
  });
  it('lists the tenants on bare localhost and refuses unknown hosts', async () => {
    expect(await (await get('/', 'localhost:4321')).text()).toContain('http://alpha.localhost:4321/');
    expect((await get('/', 'evil.example')).status).toBe(404);
  });
  it('while npm start still builds tenants, serves the built ones and answers the list with 503 naming the rest', async () => {
    const starting = createSiteApp({ distDir: dist, tenants, functions, port: 4321, building: () => ['beta'] });
    const list = await starting.request('/', { headers: { host: 'localhost:4321' } });
    expect(list.status).toBe(503);
    expect(await list.text()).toContain('Still building (reload to see them): <code>beta</code>');
    expect((await starting.request('/about-us', { headers: { host: 'alpha.localhost:4321' } })).status).toBe(200);
    expect((await get('/', 'localhost:4321')).status).toBe(200);
  });
  it('never serves files outside the tenant folder', () => {
    expect(resolveFile(join(dist, 'alpha'), '/../secret.txt')).toBeUndefined();
    expect(resolveFile(join(dist, 'alpha'), '/%2e%2e/secret.txt')).toBeUndefined();
  });
  it('never serves the worker bundle the build leaves for the CDN', async () => {
    expect(resolveFile(join(dist, 'alpha'), '/_worker.js/index.js')).toBeUndefined();
    expect((await get('/_worker.js/index.js', 'alpha.localhost')).status).toBe(404);
    expect((await get('/about-us/../_worker.js/index.js', 'alpha.localhost')).status).toBe(404);
  });
});
