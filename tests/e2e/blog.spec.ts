import { expect, test } from '@playwright/test';
import { origin } from './tenants.ts';

test('/blog/vehicle-reviews lists only the posts tagged as reviews, newest first, and each opens @phone', async ({
  page,
}) => {
  await page.goto(`${origin('harbourside')}/blog/vehicle-reviews`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Reviews');
  const titles = page.locator('.posts .title');
  await expect(titles).toHaveText([/^Kia Sportage Hybrid Review/, /^Ford Ranger XLT Review/]);
  await titles.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/sportage-hybrid-review\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kia Sportage Hybrid Review');

  // The whole blog still lists every post, reviews among them.
  await page.goto(`${origin('harbourside')}/blog`);
  await expect(page.locator('.posts .title').filter({ hasText: 'Five Tax Tips' })).toHaveCount(1);
  await expect(page.locator('.posts .title').filter({ hasText: 'Review' })).toHaveCount(2);
});
