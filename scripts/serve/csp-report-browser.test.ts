import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { headersFile } from '../../src/config/security-headers.ts';
import type { Db } from '../../src/server/store/db.ts';
import { testApp } from '../../tests/support/server/harness.ts';
import { unionPolicy } from '../lib/site-csp.ts';
import { createSiteApp } from './tenant-site-app.ts';

// Debian's Chromium against the npm start app: a script the page's meta policy blocks is reported.
const BUILT = "document.body.dataset.built = 'yes';";
const INJECTED = "document.body.dataset.injected = 'yes';";
const policy = `default-src 'self'; script-src 'self' 'sha256-${createHash('sha256').update(BUILT).digest('base64')}'`;
const dist = mkdtempSync(join(tmpdir(), 'csp-browser-'));
let server: ServerType;
let browser: Browser;
let origin = '';
let db: Db;

beforeAll(async () => {
  mkdirSync(join(dist, 'alpha'), { recursive: true });
  writeFileSync(
    join(dist, 'alpha', 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${policy}"><title>t</title></head>` +
      `<body><script>${BUILT}</script><script>${INJECTED}</script></body></html>`,
  );
  writeFileSync(join(dist, 'alpha', '_headers'), headersFile(unionPolicy([policy])));
  const t = await testApp({ overrides: { clock: Date.now } });
  db = t.db;
  const site = createSiteApp({ distDir: dist, tenants: t.deps.tenants, functions: t.app, port: 0 });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://alpha.localhost:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP alpha.localhost 127.0.0.1'],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('CSP reporting in a real browser', () => {
  it('blocks the unhashed inline script (meta policy) and reports it to /api/csp-report, where it is stored', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    expect(await page.evaluate(() => [document.body.dataset['built'], document.body.dataset['injected']])).toEqual([
      'yes',
      undefined,
    ]);
    await vi.waitFor(
      async () =>
        expect(
          (await db.all("SELECT tenant, directive, document FROM csp_reports WHERE blocked = 'inline'")).length,
        ).toBeGreaterThan(0),
      { timeout: 20_000, interval: 100 },
    );
    expect(await db.get("SELECT tenant, directive, document FROM csp_reports WHERE blocked = 'inline'")).toEqual({
      tenant: 'alpha',
      directive: 'script-src-elem',
      document: `${origin}/`,
    });
  }, 40_000);
});
