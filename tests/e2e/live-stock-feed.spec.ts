import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { estimateText, type CarPageFacts } from '../../src/features/stock/rules/live-page-view.ts';
import { formatMoney } from '../../src/shared/money.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { runScript } from './fixture-site.ts';
import { fixtureSiteForFile } from './own-server.ts';

/**
 * A price change in a file stock feed reaches the built pages within 60 s of `npm run stock:sync`, no rebuild: the
 * fixture tenant 'file-feed' (three cars from stock.json) built into its own folder and served by its own server.
 */
const SLUG = 'file-feed';
const CAR = { id: 10001, slug: '2026-toyota-hiace-lwb-10001' };
const NEW_PRICE = 45_990;

const fixtureSite = fixtureSiteForFile(SLUG);

test('a price changed in the stock file shows on the car page (estimate recomputed) and its search card within 60 s of stock:sync, without a rebuild', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { fixture, site } = fixtureSite();
  await page.goto(`${site.origin(SLUG)}/cars/${CAR.slug}`);
  const facts = JSON.parse(
    (await page.locator('[data-live-car]').getAttribute('data-live-car')) ?? '{}',
  ) as CarPageFacts;
  expect(facts.estimate, 'the car page shows the lender estimate').toBeDefined();
  if (!facts.estimate) return;
  const builtPrice = formatMoney(facts.price);
  const prices = page.locator('[data-live-price]');
  const estimate = page.locator('[data-live-estimate]').first();
  await expect(prices.first()).toHaveText(builtPrice);
  const builtEstimate = estimateText(facts.estimate, facts.price);
  await expect(estimate).toHaveText(builtEstimate);

  const search = await context.newPage();
  await search.goto(`${site.origin(SLUG)}/search/new-used-and-demo-cars`);
  const amount = search.locator(`article.car-card[data-car-id="${CAR.id}"] .car-card__amount`);
  await expect(amount).toHaveText(builtPrice);

  // The dealer's feed file changes the car's price; the live stock round reads it.
  const file = join(fixture.tenantDir, 'stock.json');
  const cars = JSON.parse(readFileSync(file, 'utf8')) as { id: number; price: number }[];
  const car = cars.find((c) => c.id === CAR.id);
  if (!car) throw new Error(`the fixture has no car ${CAR.id}`);
  car.price = NEW_PRICE;
  writeFileSync(file, JSON.stringify(cars));
  const sync = await runScript('stock-sync.ts', [`--tenant=${SLUG}`], {
    DIST_DIR: fixture.distDir,
    DATA_DIR: site.dataDir,
  });
  expect(sync.code, sync.output).toBe(0);
  expect(sync.output).toContain('"changed":1');
  const syncedAt = Date.now();

  // Both open pages follow within 60 s, with no reload: every price, the estimate on the new price, the card.
  const newPrice = formatMoney(NEW_PRICE);
  const newEstimate = estimateText(facts.estimate, NEW_PRICE);
  expect(newEstimate).not.toBe(builtEstimate);
  await expect(prices.first()).toHaveText(newPrice, { timeout: 60_000 });
  for (const price of await prices.all()) await expect(price).toHaveText(newPrice);
  await expect(estimate).toHaveText(newEstimate);
  await expect(amount).toHaveText(newPrice, { timeout: 60_000 });
  expect(Date.now() - syncedAt).toBeLessThan(60_000);
  await expectNoSeriousA11yIssues(page);
});
