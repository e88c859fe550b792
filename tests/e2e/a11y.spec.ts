import { test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { DEMO_TENANTS, origin } from './tenants.ts';

/**
 * One URL of every page type the foundation builds; `phone` marks those whose layout changes at phone width beyond
 * the shared shell (menu, forms, maps, comparison table), which the phone project checks too. The others are text in
 * the same shell, checked at desktop width.
 */
function pageTypes(slug: string): { path: string; phone: boolean }[] {
  const tenant = loadTenant(slug);
  const location = tenant.locations.find((l) => l.visible)!;
  const phone = ['/', '/contact', `/our-location/${location.slug}`, '/dealer-locator', '/service', '/compare'];
  const desktop = ['/about-us', '/pages/warranty', '/news', '/dealerships', '/brands', '/success', '/no-such-page'];
  return [
    ...[...phone, tenant.site.finance.pagePath].map((path) => ({ path, phone: true })),
    ...[...desktop, ...tenant.promos.cards.slice(0, 1).map((card) => `/offers/${card.id}`)].map((path) => ({
      path,
      phone: false,
    })),
  ];
}

for (const slug of DEMO_TENANTS) {
  test.describe(`${slug}: accessibility`, () => {
    for (const { path, phone } of pageTypes(slug)) {
      test(`axe finds no serious or critical violation on ${path}${phone ? ' @phone' : ''}`, async ({ page }) => {
        await page.goto(`${origin(slug)}${path}`);
        await expectNoSeriousA11yIssues(page);
      });
    }
  });
}
