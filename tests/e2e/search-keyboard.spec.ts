import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PATH, holdIndex, islandOn } from './search-support.ts';
import { DEMO_TENANTS, origin } from './tenants.ts';

/**
 * Opens the default search page with its bootstrap script running and the island asleep; the
 * index is held until `release()`, so the first key always lands while the island wakes. The hold, not a slowed
 * CPU, makes that window, so these focus checks run at full speed (search-hydration.spec.ts runs at 6x CPU).
 */
async function openAsleep(page: Page, slug: string): Promise<{ release: () => void; requested: Promise<void> }> {
  const index = await holdIndex(page);
  await page.goto(`${origin(slug)}${DEFAULT_PATH}`);
  await expect(page.locator('[data-search-root]')).not.toHaveAttribute('data-island', 'on');
  return index;
}

// The first-key cases run on every tenant (each has its own facets and stock). The others exercise the same island
// code with a tenant's data only as input: each runs on one tenant, a different one per case.
for (const slug of DEMO_TENANTS) {
  test.describe(`${slug}: search by keyboard`, () => {
    for (const key of ['Space', 'Enter'] as const) {
      test(`the first ${key} on a prerendered filter applies it and keeps focus on it`, async ({ page }) => {
        const index = await openAsleep(page, slug);
        const filter = page.locator('[data-facet="make"] .facet__item').first();
        const label = ((await filter.locator('.facet__label').textContent()) ?? '').trim();
        const href = (await filter.getAttribute('href')) ?? '';
        await filter.focus();
        await index.requested;
        await page.keyboard.press(key);
        await expect(page).toHaveURL(`${origin(slug)}${href}`);
        index.release();
        await islandOn(page);
        await expect(page).toHaveURL(`${origin(slug)}${href}`);
        const checked = page.getByRole('checkbox', { name: new RegExp(`^${label}\\b`) }).first();
        await expect(checked).toHaveAttribute('aria-checked', 'true');
        await expect(checked).toBeFocused();
        // Once awake, Space toggles it off again, focus staying on it.
        await page.keyboard.press('Space');
        await expect(page).toHaveURL(new RegExp(`${DEFAULT_PATH}$`));
        await expect(checked).toHaveAttribute('aria-checked', 'false');
        await expect(checked).toBeFocused();
      });
    }

    if (slug === DEMO_TENANTS[0]) {
      test('sort by keyboard keeps focus on the select', async ({ page }) => {
        const index = await openAsleep(page, slug);
        const sort = page.getByLabel('Sort by').first();
        await sort.focus();
        await index.requested;
        await page.keyboard.press('ArrowDown');
        await expect(page).toHaveURL(/[?&]sortBy=/);
        index.release();
        await islandOn(page);
        await expect(page.getByLabel('Sort by')).toBeFocused();
        await expect(page).toHaveURL(/[?&]sortBy=/);
      });
    }

    if (slug === DEMO_TENANTS[1]) {
      test('pagination by keyboard keeps focus on the link', async ({ page }) => {
        const index = await openAsleep(page, slug);
        await page.getByRole('link', { name: 'Next page' }).first().focus();
        await index.requested;
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/[?&]page=2/);
        index.release();
        await islandOn(page);
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect(page.locator('.pagination__current')).toHaveText('2');
        await expect(page.getByRole('link', { name: 'Next page' })).toBeFocused();
      });
    }

    if (slug === DEMO_TENANTS[2]) {
      test('Escape closes the facet dropdown the focus is in and returns focus to its summary', async ({ page }) => {
        const index = await openAsleep(page, slug);
        index.release();
        await page.getByLabel('Sort by').first().focus();
        await islandOn(page);
        const name = await page.locator('details[data-facet]:not([open])').first().getAttribute('data-facet');
        const facet = page.locator(`details[data-facet="${name}"]`);
        const summary = facet.locator('summary');
        await summary.focus();
        await page.keyboard.press('Enter');
        await expect(facet).toHaveAttribute('open', '');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
        await expect(facet).not.toHaveAttribute('open', '');
        await expect(summary).toBeFocused();
      });
    }
  });
}
