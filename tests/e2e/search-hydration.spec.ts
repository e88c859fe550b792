import { expect, test } from '@playwright/test';
import { DEFAULT_PATH, holdIndex, islandOn, openEarly, PHONE, resultCount, throttleCpu } from './search-support.ts';
import { DEMO_TENANTS, origin } from './tenants.ts';

// decision 14: every search control acted on as soon as it appears, at 6x CPU on a phone, keeps its
// effect once the island wakes. The index is held back so the island is always mid-wake when the
// shopper acts, however fast or slow the machine.
test.use({ viewport: PHONE });
// Generous: the island's wake is slow at 6x CPU on a loaded machine; every wait is for a state, not a time.
test.describe.configure({ timeout: 240_000 });

// The first case runs on every tenant (each has its own facets, paths and stock). The others exercise the same
// adoption code with a tenant's data only as input: each runs on one tenant, a different one per case.
for (const slug of DEMO_TENANTS) {
  test.describe(`${slug}: search input before hydration`, () => {
    test.beforeEach(async ({ page }) => throttleCpu(page, 6));

    test('a make typed and submitted at once reaches the URL, the box and the results', async ({ page }) => {
      const index = await holdIndex(page);
      await openEarly(page, `${origin(slug)}${DEFAULT_PATH}`);
      // Opened at 'commit', the page is still arriving: a label can exist before its text has been parsed (CI read an
      // empty make once). The count after it being there means the label's text is whole.
      await page.locator('[data-facet="make"] .facet__label + .facet__count').first().waitFor({ state: 'attached' });
      const make = ((await page.locator('[data-facet="make"] .facet__label').first().textContent()) ?? '')
        .trim()
        .toLowerCase();
      expect(make).not.toBe('');
      const box = page.getByRole('searchbox', { name: 'Search stock' }).first();
      await box.pressSequentially(make);
      await index.requested;
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]query=${encodeURIComponent(make)}(&|$)`));
      index.release();
      await islandOn(page);
      await expect(page.getByRole('searchbox', { name: 'Search stock' })).toHaveValue(make);
      await expect(page).toHaveURL(new RegExp(`[?&]query=${encodeURIComponent(make)}(&|$)`));
      expect(await resultCount(page)).toBeGreaterThan(0);
    });

    if (slug === DEMO_TENANTS[0]) {
      test('text typed while the island wakes stays in the box, focused, and is searched on Enter', async ({
        page,
      }) => {
        const index = await holdIndex(page);
        await openEarly(page, `${origin(slug)}${DEFAULT_PATH}`);
        const box = page.getByRole('searchbox', { name: 'Search stock' }).first();
        await box.pressSequentially('zzq');
        await index.requested;
        index.release();
        await islandOn(page);
        await expect(box).toHaveValue('zzq');
        await expect(box).toBeFocused();
        await page.keyboard.type('qxx');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/[?&]query=zzqqxx(&|$)/);
        await expect(box).toHaveValue('zzqqxx');
      });
    }

    if (slug === DEMO_TENANTS[1]) {
      test('a filter tapped at once is applied, and stays checked after the island wakes', async ({ page }) => {
        const index = await holdIndex(page);
        await openEarly(page, `${origin(slug)}${DEFAULT_PATH}`);
        await page.getByText('Filters', { exact: true }).click();
        const make = page.locator('[data-facet="make"] .facet__item').first();
        // As above: the label's text is whole once the count after it is there.
        await make.locator('.facet__count').waitFor({ state: 'attached' });
        const label = ((await make.locator('.facet__label').textContent()) ?? '').trim();
        expect(label).not.toBe('');
        const href = (await make.getAttribute('href')) ?? '';
        await index.requested;
        await make.click();
        await expect(page).toHaveURL(`${origin(slug)}${href}`);
        index.release();
        await islandOn(page);
        await expect(page).toHaveURL(`${origin(slug)}${href}`);
        await expect(page.getByRole('checkbox', { name: new RegExp(`^${label}\\b`) }).first()).toHaveAttribute(
          'aria-checked',
          'true',
        );
      });
    }

    if (slug === DEMO_TENANTS[2]) {
      test('a price thumb moved at once sets price=min:max once the island wakes', async ({ page }) => {
        const index = await holdIndex(page);
        await openEarly(page, `${origin(slug)}${DEFAULT_PATH}`);
        await page.getByText('Filters', { exact: true }).click();
        const minimum = page.getByLabel('Minimum price').first();
        const start = Number(await minimum.inputValue());
        await index.requested;
        await minimum.focus();
        for (let i = 0; i < 4; i++) await minimum.press('ArrowRight');
        index.release();
        await islandOn(page);
        await expect(page).toHaveURL(/[?&]price=\d+:/);
        const low = Number(new URL(page.url()).searchParams.get('price')?.split(':')[0]);
        expect(low).toBeGreaterThan(start);
        await expect(page.getByLabel('Minimum price')).toHaveValue(String(low));
      });
    }
  });
}

test('a dropdown opened before the page script runs wakes the island, and the tapped filter is kept', async ({
  page,
}) => {
  const index = await holdIndex(page);
  // The page's scripts arrive only after the shopper has opened Filters.
  let releaseScripts = (): void => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await openEarly(page, `${origin('harbourside')}${DEFAULT_PATH}`);
  await page.getByText('Filters', { exact: true }).click();
  releaseScripts();
  await index.requested;
  const make = page.locator('[data-facet="make"] .facet__item').first();
  const href = (await make.getAttribute('href')) ?? '';
  await make.click();
  await expect(page).toHaveURL(`${origin('harbourside')}${href}`);
  index.release();
  await islandOn(page);
  await expect(page).toHaveURL(`${origin('harbourside')}${href}`);
});
