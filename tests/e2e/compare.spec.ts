import { expect, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { carPages } from '../../src/features/vehicle/build/car-pages.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { origin } from './tenants.ts';

const slug = 'harbourside';
const tenant = loadTenant(slug);
const { cars } = await carPages(tenant);
// Two in-stock cars that differ in year, so the table marks at least one row.
const first = cars.find((car) => car.status === 'in_stock')!;
const second = cars.find((car) => car.status === 'in_stock' && car.year !== first.year)!;
const base = origin(slug);

test('compare two cars side by side from their pages, then remove one', async ({ page }) => {
  for (const car of [first, second]) {
    await page.goto(`${base}/cars/${car.slug}`);
    const compare = page.getByRole('button', { name: 'Compare', exact: true });
    await expect(async () => {
      if ((await compare.getAttribute('aria-pressed')) !== 'true') await compare.click();
      await expect(compare).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
    }).toPass();
  }
  const view = page.getByRole('link', { name: 'View comparison (2)' });
  await expect(view).toBeVisible();
  await view.click();
  await expect(page).toHaveURL(/\/compare\/?$/);

  const table = page.getByRole('table', { name: 'Cars compared side by side' });
  for (const car of [first, second])
    await expect(table.getByRole('link', { name: car.name })).toHaveAttribute('href', `/cars/${car.slug}`);
  const year = table.getByRole('row', { name: /^Year \(differs\)/ });
  await expect(year.getByRole('cell')).toHaveText([String(first.year), String(second.year)]);
  await expect(
    table
      .getByRole('row', { name: /^Location/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(tenant.locations.find((l) => l.id === first.location_id)!.name);
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: `Remove ${first.name} from the comparison` }).click();
  await expect(table.getByRole('link', { name: first.name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table').getByRole('link', { name: second.name })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${second.name} from the comparison` }).click();
  await expect(page.getByText('You have no cars to compare yet.')).toBeVisible();
});
