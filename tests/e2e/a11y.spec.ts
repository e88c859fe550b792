import { test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { DEMO_TENANTS, origin } from './tenants.ts';

/** One URL of every page type the foundation builds. */
function pageTypes(slug: string): string[] {
  const tenant = loadTenant(slug);
  const location = tenant.locations.find((l) => l.visible)!;
  return [
    '/',
    '/about-us',
    '/pages/warranty',
    '/news',
    '/contact',
    `/our-location/${location.slug}`,
    '/dealer-locator',
    '/service',
    '/dealerships',
    tenant.site.finance.pagePath,
    '/compare',
    '/brands',
    ...tenant.promos.cards.slice(0, 1).map((card) => `/offers/${card.id}`),
    '/success',
    '/no-such-page',
  ];
}

for (const slug of DEMO_TENANTS) {
  test.describe(`${slug}: accessibility`, () => {
    for (const path of pageTypes(slug)) {
      test(`axe finds no serious or critical violation on ${path} @phone`, async ({ page }) => {
        await page.goto(`${origin(slug)}${path}`);
        await expectNoSeriousA11yIssues(page);
      });
    }
  });
}
