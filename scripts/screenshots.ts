// node scripts/screenshots.ts [--tenant=a,b] [--paths=/,/contact] [--full] [--out=.cache/screenshots] [--port=4499]
// Serves the built tenants (static files only) on --port (or SCREENSHOTS_PORT, default 4499) and saves
// phone (390 px) and desktop (1440 px) screenshots of pages.
import { serve } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { loadAllTenants } from '../src/config/load-tenant.ts';
import { parseArgs, tenantOption } from './lib/args.ts';
import { DIST_DIR } from './lib/paths.ts';
import { createSiteApp } from './serve/tenant-site-app.ts';

const { options } = parseArgs(process.argv.slice(2));
const port = Number(options.get('port') ?? process.env.SCREENSHOTS_PORT ?? 4499);
const root = join(import.meta.dirname, '..');
const tenants = loadAllTenants().tenants.filter((t) => tenantOption(options)?.includes(t.slug) ?? true);
const paths = (options.get('paths') ?? '/').split(',');
const out = options.get('out') ?? join(root, '.cache', 'screenshots');
mkdirSync(out, { recursive: true });

const server = serve({ fetch: createSiteApp({ distDir: DIST_DIR, tenants, port }).fetch, port, hostname: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP *.googletagmanager.com ~NOTFOUND, MAP *.google-analytics.com ~NOTFOUND',
  ],
});
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
for (const tenant of tenants) {
  for (const path of paths) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      await page.goto(`http://${tenant.slug}.localhost:${port}${path}`, { waitUntil: 'networkidle' });
      // Islands that wake when visible and lazy images (some in sideways carousels): load them all before the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        scrollTo(0, 0);
      });
      // Islands keep adding lazy images (similar cars): make each eager until every one has loaded.
      await page.waitForFunction(() =>
        [...document.images].every((image) => {
          image.loading = 'eager';
          return image.complete;
        }),
      );
      const file = join(out, `${tenant.slug}${path.replace(/\//g, '_') || '_'}-${name}.png`);
      await page.screenshot({ path: file, fullPage: options.has('full') });
      console.log(file);
      await page.close();
    }
  }
}
await browser.close();
server.close();
