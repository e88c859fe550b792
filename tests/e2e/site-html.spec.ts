import { expect, test } from '@playwright/test';
import { nuHtmlErrors } from '../../scripts/site-checks/nu-checker.ts';
import { representativePages } from '../../scripts/site-checks/representative-pages.ts';
import { builtTenant } from './built-tenant.ts';
import { DEMO_TENANTS } from './tenants.ts';

/** Car routes that also get one car of every kind (new, used, demo, sold, reserved, caravan, motorcycle, ...). */
const CAR_ROUTES = [
  'cars/[slug].astro',
  'cars/[slug]/checkout.astro',
  'cars/[slug]/buy-online.astro',
  'print/[slug].astro',
];

for (const slug of DEMO_TENANTS) {
  test(`${slug}: the W3C Nu Html Checker finds no error on any page type`, async () => {
    test.setTimeout(300_000);
    const { site, redirects } = builtTenant(slug);
    const pages = representativePages(site, { perRoute: 3, redirects, carKindRoutes: CAR_ROUTES });
    const pathOf = new Map(pages.map((p) => [site.fileFor(p.path) ?? '', `${p.path} (${p.type})`]));
    const errors = await nuHtmlErrors([...pathOf.keys()]);
    console.log(
      `${slug}: ${pages.length} pages of ${new Set(pages.map((p) => p.type)).size} types checked; ${errors.length} errors`,
    );
    expect(
      errors.map(
        (e) =>
          `${pathOf.get(e.file) ?? e.file}:${e.line ?? '?'}: ${e.message}${e.extract ? `\n    ${e.extract.replace(/\s+/g, ' ').trim()}` : ''}`,
      ),
    ).toEqual([]);
  });
}
