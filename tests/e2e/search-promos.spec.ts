import { expect, test } from '@playwright/test';
import { DEFAULT_PATH } from './search-support.ts';
import { host, loopback, origin } from './tenants.ts';

test.setTimeout(240_000);

test('the browser hides a prerendered promo card once its window has closed, without the island', async ({ page }) => {
  const url = `${origin('harbourside')}${DEFAULT_PATH}`;
  // The page as a build inside the card's window would have written it.
  let window = '';
  await page.route(url, async (route) => {
    // Node does not resolve '*.localhost': fetch through loopback with the tenant's Host header.
    const response = await route.fetch({
      url: `${loopback()}${DEFAULT_PATH}`,
      headers: { ...route.request().headers(), host: host('harbourside') },
    });
    await route.fulfill({
      response,
      body: (await response.text()).replace('class="promo-card"', `class="promo-card" ${window}`),
    });
  });
  const card = page.locator('.results-grid__promo').first();

  window = 'data-start="2020-01-01T00:00:00+10:00" data-expiry="2999-01-01T00:00:00+10:00"';
  await page.goto(url);
  await expect(card).toBeVisible();

  window = 'data-expiry="2020-01-01T00:00:00+10:00"';
  await page.goto(url);
  await expect(card).toBeHidden();
  await expect(page.locator('[data-search-root]')).not.toHaveAttribute('data-island', 'on');
});
