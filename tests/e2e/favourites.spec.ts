import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { DEFAULT_PATH } from './search-support.ts';
import { origin } from './tenants.ts';

test('a heart saved on a search card is counted in the header and listed on /favourites, where it can be removed @phone', async ({
  page,
}) => {
  await page.goto(`${origin('harbourside')}${DEFAULT_PATH}`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Favourites', exact: true })).toBeVisible();
  await page.locator('.car-card__favourite').first().click();
  const name = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('favourites') ?? '[]') as { name: string }[])[0]?.name ?? '',
  );
  const link = header.getByRole('link', { name: 'Favourites (1)' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/favourites\/?$/);
  const list = page.getByRole('list', { name: 'Saved cars' });
  await expect(list.getByRole('link', { name })).toHaveAttribute('href', /^\/cars\//);
  await expectNoSeriousA11yIssues(page, 'main');
  await page.locator('main').screenshot({ path: test.info().outputPath('favourites.png') });
  await list.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(page.getByText('You have no favourites yet.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Favourites', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Search our stock' }).click();
  await expect(page).toHaveURL(new RegExp(`${DEFAULT_PATH}$`));
});
