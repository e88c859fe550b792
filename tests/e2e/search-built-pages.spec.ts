import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_PATH, islandOn, resultCount } from './search-support.ts';
import { DEMO_TENANTS, origin } from './tenants.ts';

const DIST = process.env.DIST_DIR ?? 'dist';

/** Every index.html under a folder of a built site. */
function pagesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => join(folder, file));
}

/** Site-relative hrefs starting with `prefix` in an HTML file (query and hash dropped). */
function linksIn(file: string, prefix: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/href="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replace(/[?#].*$/, ''))
    .filter((href) => href.startsWith(prefix));
}

/** Whether a built site holds a page for a path. */
function isBuilt(site: string, path: string): boolean {
  return existsSync(join(site, path, 'index.html'));
}

for (const slug of DEMO_TENANTS) {
  test.describe(`${slug}: built search pages`, () => {
    const site = join(DIST, slug);

    test('every car a prerendered search page links to has a built page (one build clock)', () => {
      const pages = [...pagesUnder(join(site, 'search')), ...pagesUnder(join(site, 'special-offers'))];
      expect(pages.length).toBeGreaterThan(0);
      const missing = new Set<string>();
      for (const page of pages) for (const href of linksIn(page, '/cars/')) if (!isBuilt(site, href)) missing.add(href);
      expect([...missing]).toEqual([]);
    });

    test("every model page's View Stock link goes to a built search page", () => {
      const missing = new Set<string>();
      for (const page of pagesUnder(join(site, 'models')))
        for (const href of linksIn(page, '/search/')) if (!isBuilt(site, href)) missing.add(href);
      expect([...missing]).toEqual([]);
    });

    test('the result count stays when the island wakes', async ({ page }) => {
      test.setTimeout(240_000);
      await page.goto(`${origin(slug)}${DEFAULT_PATH}`);
      const prerendered = await resultCount(page);
      await page.getByLabel('Sort by').first().focus();
      await islandOn(page);
      expect(await resultCount(page)).toBe(prerendered);
    });
  });
}

test("outback-rv: a caravan and motorcycle dealer's search speaks of vehicles and lists available stock first", () => {
  const html = readFileSync(join(DIST, 'outback-rv', DEFAULT_PATH, 'index.html'), 'utf8');
  expect(html).toMatch(/<strong>[\d,]+<\/strong> (<!-- -->)?vehicles(<!-- -->)? found/);
  expect(html).toContain('>New, Used and Demo Vehicles</h1>');
  const firstCard = /class="car-card[^"]*"/.exec(html)?.[0] ?? '';
  expect(firstCard).not.toBe('');
  expect(firstCard).not.toContain('car-card--sold');
});
