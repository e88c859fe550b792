import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { TENANTS_DIR } from '../../src/config/load-tenant.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { DEMO_TENANTS, origin } from './tenants.ts';

/** The spec's content routes beyond about-us and the legal pages (spec/site §2 routes table). */
const ROUTES = [
  '/buying',
  '/diamond-advantage',
  '/eofy',
  '/pages/eofy-sale',
  '/twg-cars',
  '/twg-rental',
  '/twg-tyres',
  '/finance-and-insurance',
  '/neotek',
  '/4x4-outdoor',
];

/** Where a tenant's content file for a route forwards (its front matter `redirect`), or undefined for a page of its own. */
function forwardOf(slug: string, route: string): string | undefined {
  const text = readFileSync(join(TENANTS_DIR, slug, 'content', `${route.slice(1)}.md`), 'utf8');
  return /^redirect: "([^"]+)"$/m.exec(text)?.[1];
}

test('every tenant answers every spec content route: with its own page, or by forwarding to the page that serves it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  let ownPages = 0;
  for (const slug of DEMO_TENANTS) {
    for (const route of ROUTES) {
      const response = await page.goto(`${origin(slug)}${route}`);
      expect(response?.status(), `${slug}${route}`).toBe(200);
      const to = forwardOf(slug, route);
      if (to) {
        await expect(page, `${slug}${route} forwards`).toHaveURL(
          new RegExp(`${to.replace(/[/.]/g, '\\$&')}/?(\\?.*)?$`),
        );
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        continue;
      }
      ownPages++;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('article.prose p').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    }
  }
  // Each route has demo content on at least one tenant.
  expect(ownPages).toBeGreaterThanOrEqual(ROUTES.length);
});

test('a content page reads well and passes axe (coastal-toyota /eofy)', async ({ page }) => {
  await page.goto(`${origin('coastal-toyota')}/eofy`);
  await expect(page.getByRole('heading', { level: 1, name: 'End of Financial Year Sale' })).toBeVisible();
  await page.getByRole('link', { name: /sale page/ }).click();
  await expect(page).toHaveURL(/\/pages\/eofy-sale\/?$/);
  await expectNoSeriousA11yIssues(page);
});
