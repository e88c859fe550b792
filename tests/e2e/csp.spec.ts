import { expect, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { DEMO_TENANTS, origin } from './tenants.ts';

/** Pages whose scripts and styles must all pass the CSP (hashes from Astro, files from 'self'). */
function pages(slug: string): string[] {
  const location = loadTenant(slug).locations.find((l) => l.visible)!;
  return ['/', '/search/new-used-and-demo-cars', `/our-location/${location.slug}`, '/contact', '/finance'];
}

for (const slug of DEMO_TENANTS) {
  test(`${slug}: no Content Security Policy violation on the main page types`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const carLink = async () => {
      await page.goto(`${origin(slug)}/search/new-used-and-demo-cars`);
      return page.locator('a[href^="/cars/"]').first().getAttribute('href');
    };
    for (const path of [...pages(slug), (await carLink()) ?? '/']) {
      await page.goto(`${origin(slug)}${path}`, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    expect(violations).toEqual([]);
  });
}
