import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { fixtureSiteForFile } from './own-server.ts';

/**
 * Offer pages of a dealer with absolute dates: the minimal fixture tenant with the spec's dated cards
 * (tests/fixtures/promos/spec-dated-promos.json: EOFY cards that ended 2025-06-15, the stocktake sale of July 2025).
 * The demo tenants date their offers from the build, so none of theirs has ended.
 */
const SLUG = 'minimal';

const fixtureSite = fixtureSiteForFile(SLUG);

test('an offer page says when an offer has ended, without its call to action; a running one keeps it', async ({
  page,
}) => {
  await page.goto(`${fixtureSite().site.origin(SLUG)}/offers/eofy-new`);
  await expect(page.getByRole('heading', { level: 1, name: 'End of Financial Year: New Cars' })).toBeVisible();
  await expect(page.getByText('This offer has ended.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See EOFY offers' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See all special offers' })).toHaveAttribute('href', '/special-offers');
  await expectNoSeriousA11yIssues(page);

  await page.goto(`${fixtureSite().site.origin(SLUG)}/offers/stocktake-sale`);
  await expect(page.getByText('This offer has ended.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop the sale' })).toHaveCount(0);

  await page.goto(`${fixtureSite().site.origin(SLUG)}/offers/we-want-your-car`);
  await expect(page.getByRole('link', { name: 'Value my car' })).toHaveAttribute('href', '/sell-my-car');
});
