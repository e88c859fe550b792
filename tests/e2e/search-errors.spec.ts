import { expect, test } from '@playwright/test';
import { DEFAULT_PATH } from './search-support.ts';
import { origin } from './tenants.ts';

test('with the index unavailable, a filter keeps the results on screen and says so', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.context().route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  await page.goto(`${origin('harbourside')}${DEFAULT_PATH}`);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const firstCard = (await page.locator('.car-card__title').first().textContent()) ?? '';
  await page.locator('[data-facet="make"] .facet__item').first().click();
  await expect(page.getByRole('alert')).toHaveText(
    /Search is unavailable right now, so these are the results from before your last change/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('.car-card__title').first()).toHaveText(firstCard);
  expect(errors).toEqual([]);
});
