import { expect, test } from '@playwright/test';
import { checkLinks } from '../../scripts/site-checks/link-check.ts';
import { sampledPages } from '../../scripts/site-checks/page-sample.ts';
import { builtTenant } from './built-tenant.ts';
import { DEMO_TENANTS } from './tenants.ts';

/** How many problems the failure message lists in full (the count says how many there are). */
const LISTED = 60;

for (const slug of DEMO_TENANTS) {
  test(`${slug}: every internal link of every built page (every fifth car's pages) reaches a built page and its #fragment`, async () => {
    test.setTimeout(300_000);
    const { site, origins } = builtTenant(slug);
    const pages = sampledPages(site.pages);
    const open = checkLinks(site, pages, origins);
    console.log(`${slug}: links of ${pages.length} of ${site.pages.length} pages checked; ${open.length} broken`);
    const listed = open.slice(0, LISTED).map((p) => `${p.page}: ${p.url} → ${p.problem}`);
    expect(
      listed,
      `${open.length} broken links or fragments${open.length > LISTED ? ` (first ${LISTED})` : ''}`,
    ).toEqual([]);
  });
}
