import { expect, test, type Page } from '@playwright/test';
import type { CarLite } from '../../src/features/forms/rules/car-lite.ts';
import { slugOf } from '../../src/features/search/rules/routing.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { carsLite } from './journeys-support.ts';
import { DEMO_TENANTS, origin } from './tenants.ts';

const DEFAULT_PATH = '/search/new-used-and-demo-cars';
const EMPTY_TEXT = 'No results found for your search at this time. Please try adjusting the filters for more results.';

/** The number in '1,234 cars found'. */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('.search-stats strong').textContent()) ?? '';
  return Number(text.replace(/,/g, ''));
}

/** Waits until the island has replaced the static results. */
async function islandOn(page: Page): Promise<void> {
  await expect(page.locator('[data-search-root][data-island="on"]')).toBeAttached({ timeout: 20_000 });
}

/** The count a facet value shows, by its link's accessible name ('Toyota 132'). */
async function facetCount(page: Page, name: string | RegExp): Promise<number> {
  const text = (await page.getByRole('checkbox', { name }).first().locator('.facet__count').textContent()) ?? '0';
  return Number(text.replace(/,/g, ''));
}

for (const slug of DEMO_TENANTS) {
  test.describe(`${slug}: search page`, () => {
    test('shows prerendered cars before any JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${origin(slug)}${DEFAULT_PATH}`);
      await expect(page.locator('.car-card').first()).toBeVisible();
      expect(await page.locator('.car-card').count()).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', /page=2/);
      await context.close();
    });

    test('filter by make then model, sort, price slider, page, reload, back', async ({ page }) => {
      await page.goto(`${origin(slug)}${DEFAULT_PATH}`);
      // Counts from the island, which applies the sold-car window with the browser's clock (the
      // prerendered counts use the start of the build's day, so they may include a car sold since).
      await page.getByLabel('Minimum price').focus();
      await islandOn(page);
      const makes = page.locator('[data-facet="make"] .facet__list').first().getByRole('checkbox');
      const makeName = ((await makes.first().locator('.facet__label').textContent()) ?? '').trim();
      const makeCount = await facetCount(page, new RegExp(`^${makeName}`));
      await makes.first().click();
      await expect(page).toHaveURL(/\/search\/[a-z0-9-]+$/);
      await islandOn(page);
      await expect.poll(() => resultCount(page)).toBe(makeCount);
      // The heading, the current breadcrumb and the document title follow the new path.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${makeName} for Sale`);
      await expect(page.locator('nav[aria-label="Breadcrumb"] [aria-current="page"]')).toHaveText(
        `${makeName} for Sale`,
      );
      await expect
        .poll(() => page.title())
        .toMatch(new RegExp(`^${makeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} for Sale \\|`));

      const model = page.locator('.make-list__models').getByRole('checkbox').first();
      const modelCount = Number(((await model.locator('.facet__count').textContent()) ?? '0').replace(/,/g, ''));
      await model.click();
      await expect(page).toHaveURL(/\/search\/[a-z0-9-]+\/[a-z0-9-]+/);
      await expect.poll(() => resultCount(page)).toBe(modelCount);

      await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
      await expect(page).toHaveURL(/sortBy=highestPrice/);

      await page.goto(`${origin(slug)}${DEFAULT_PATH}`);
      const before = await resultCount(page);
      const minimum = page.getByLabel('Minimum price');
      await minimum.focus();
      await islandOn(page);
      await expect(page.getByLabel('Minimum price')).toBeFocused();
      for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
      // spec: debounced 400 ms, then price=min:max (step 500 from 5000).
      await expect(page).toHaveURL(/price=10000:/);
      await expect(page.locator('.search-island')).toHaveAttribute('aria-busy', 'false');
      await expect.poll(() => resultCount(page)).toBeLessThanOrEqual(before);

      // By keyboard: a mouse click here sometimes landed on the section beside the link (seen in a log of the page's
      // clicks), the link having moved between Playwright's hit test and its click.
      await page.getByRole('link', { name: 'Next page' }).first().focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/page=2/);
      await expect(page.locator('.pagination__current')).toHaveText('2');
      const firstOnPage2 = await page.locator('.car-card__title').first().textContent();

      await page.reload();
      await islandOn(page);
      await expect(page.locator('.pagination__current')).toHaveText('2');
      await expect(page.locator('.car-card__title').first()).toHaveText(firstOnPage2 ?? '');

      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      await expect(page.locator('.pagination__current')).toHaveText('1');
    });

    test('facet counts match the cards across pages', async ({ page }) => {
      await page.goto(`${origin(slug)}${DEFAULT_PATH}`);
      // The smallest make, so its cards fit on a page or two.
      const counts = await page.locator('[data-facet="make"] .facet__count').allTextContents();
      const smallest = Math.min(...counts.map((text) => Number(text.replace(/,/g, ''))));
      const index = counts.findIndex((text) => Number(text.replace(/,/g, '')) === smallest);
      await page.locator('[data-facet="make"] .facet__item').nth(index).click();
      await islandOn(page);
      await expect.poll(() => resultCount(page)).toBe(smallest);
      let cards = await page.locator('.car-card').count();
      while ((await page.getByRole('link', { name: 'Next page' }).count()) > 0) {
        await page.getByRole('link', { name: 'Next page' }).first().click();
        await page.waitForTimeout(300);
        cards += await page.locator('.car-card').count();
      }
      // Consecutive sold cars collapse to the first of each run, so sold cards may stand for more.
      if ((await page.locator('.car-card--sold').count()) === 0) expect(cards).toBe(smallest);
      else expect(cards).toBeLessThanOrEqual(smallest);
    });

    test('empty state and Clear Filters', async ({ page }) => {
      await page.goto(`${origin(slug)}${DEFAULT_PATH}?query=zzqqxx`);
      await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
      await page.locator('.empty-state').getByRole('link', { name: 'Clear Filters' }).click();
      await expect(page).toHaveURL(new RegExp(`${DEFAULT_PATH}$`));
      await expect(page.locator('.car-card').first()).toBeVisible();
    });

    test('location radius filter from a postcode shows distances', async ({ page }) => {
      await page.goto(`${origin(slug)}${DEFAULT_PATH}`);
      const all = await resultCount(page);
      await page.locator('summary', { hasText: 'Distance' }).click();
      await islandOn(page);
      await page.getByLabel('Postcode or suburb').fill('2000');
      await expect(page).toHaveURL(/lat=.*radius=50/);
      await page.getByLabel('Within', { exact: true }).selectOption('1000');
      await expect(page).toHaveURL(/radius=1000/);
      const within = await resultCount(page);
      expect(within).toBeLessThanOrEqual(all);
      if (within > 0) await expect(page.locator('.car-card__distance').first()).toContainText('km away');
    });

    test('axe finds no serious or critical violation on the search page @phone', async ({ page }) => {
      await page.goto(`${origin(slug)}${DEFAULT_PATH}`);
      await expectNoSeriousA11yIssues(page);
    });
  });
}

test('coastal-toyota: the lower price thumb moved below the cheapest result still puts price=min: in the URL', async ({
  page,
}) => {
  // The default page also lists $0 ('enquire for price') cars, which make its results' minimum 0. A model whose cars
  // are all priced above $10,000 has a real floor to go under: the thumb below it must still reach the URL.
  const byModel = new Map<string, CarLite[]>();
  for (const car of await carsLite('coastal-toyota'))
    byModel.set(`${car.make}/${car.model}`, [...(byModel.get(`${car.make}/${car.model}`) ?? []), car]);
  const group = [...byModel.values()]
    .filter((cars) => cars.some((c) => c.status === 'in_stock') && cars.every((c) => c.price > 10_000))
    .sort((a, b) => b.length - a.length)[0]!;
  const cheapest = Math.min(...group.map((c) => c.price));
  await page.goto(`${origin('coastal-toyota')}/search/${slugOf(group[0]!.make)}/${slugOf(group[0]!.model)}`);
  const minimum = page.getByLabel('Minimum price');
  await minimum.focus();
  await islandOn(page);
  await expect(minimum).toBeFocused();
  const before = await resultCount(page);
  expect(before).toBeGreaterThan(0);
  const step = Number(await page.locator('fieldset[data-range="price"]').getAttribute('data-step'));
  const target = Number(await minimum.inputValue()) + 4 * step;
  expect(target).toBeLessThan(cheapest);
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  // spec: debounced 400 ms, then price=min:max, the open top end left empty.
  await expect(page).toHaveURL(new RegExp(`[?&]price=${target}:(&|$)`));
  await expect(minimum).toHaveValue(String(target));
  await expect(minimum).toBeFocused();
  // The filter applies (the island's count follows it) and the model's cars above the floor stay listed.
  await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
  expect(await resultCount(page)).toBeLessThanOrEqual(before);
});

test('favourites toggle persists across reloads', async ({ page }) => {
  await page.goto(`${origin('harbourside')}${DEFAULT_PATH}`);
  const toggle = page.locator('.car-card__favourite').first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('.car-card__favourite').first()).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favourites') ?? '[]').length)).toBe(1);
});

test('special offers search and its empty-state texts', async ({ page }) => {
  await page.goto(`${origin('harbourside')}/special-offers?query=zzqqxx`);
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await expect(
    page.getByText('There appears to be no offers currently available that meet the conditions of your search'),
  ).toBeVisible();
  await page.locator('.empty-state').getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/special-offers$/);
});
