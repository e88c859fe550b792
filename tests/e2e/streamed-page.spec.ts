import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DIST_DIR } from '../../scripts/lib/paths.ts';

/**
 * A slow phone paints a page while its HTML is still arriving. The home page is served here in two parts, the first
 * ending inside the header's menu, with a pause between them the test controls, so the browser paints the header half
 * parsed; what was painted then must not move once the rest arrives (a layout shift a shopper sees).
 */
const html = readFileSync(join(DIST_DIR, 'harbourside', 'index.html'));
const split = html.indexOf('<nav class="desktop-nav"') + 200;

let server: Server;
let release: () => void = () => undefined;
test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.write(html.subarray(0, split));
    release = () => res.end(html.subarray(split));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
test.afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a header painted half parsed does not shift when the rest arrives @phone', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    // The header's own shifts: the rest of the page loads no picture from this server, so its slides may settle.
    const inHeader = (node: Node | null | undefined) =>
      Boolean((node instanceof Element ? node : node?.parentElement)?.closest('.site-header'));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        const moved = entry.sources.filter((s) => inHeader(s.node)).map((s) => s.node?.nodeName);
        if (moved.length > 0) w.shifts.push(`${entry.value.toFixed(4)} ${moved.join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'commit' });
  // The first part is parsed and painted before the rest is sent.
  await expect(page.locator('.desktop-nav')).toHaveCount(1);
  await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
  release();
  await page.waitForLoadState('load');
  await expect(page.locator('.site-header .bar')).toHaveCSS('visibility', 'visible');
  await expect(page.getByRole('link', { name: /home$/ })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
});
