import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { searchParts } from '../../src/features/parts/rules/part-search.ts';
import { findLeadById } from '../../src/server/leads/lead-store.ts';
import { adfDocument } from '../../src/server/relay/adf.ts';
import { openSqlite } from '../../src/server/store/sqlite.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { leadsByEmail, readyForm, uniqueEmail, waitLikeAShopper } from './journeys-support.ts';
import { origin } from './tenants.ts';

// coastal-toyota has the demo parts catalogue (tenants/coastal-toyota/parts.json).
const SLUG = 'coastal-toyota';
const { parts } = loadTenant(SLUG);
const base = origin(SLUG);

const results = (page: Page) => page.getByRole('list', { name: 'Parts', exact: true }).getByRole('listitem');
const result = (page: Page, partNumber: string) => results(page).filter({ hasText: partNumber });
const status = (page: Page) => page.getByRole('status');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Part number or description' });

test.describe('/parts/search: the parts catalogue', () => {
  test('finds a part by its number written with dashes and spaces, by make and model, and says when nothing matches @phone', async ({
    page,
  }) => {
    await page.goto(`${base}/parts/search`);
    await expect(page.getByRole('heading', { level: 1, name: 'Parts Search' })).toBeVisible();
    await expect(status(page)).toHaveText(`Showing all ${parts.length} parts`);
    await expect(results(page)).toHaveCount(parts.length);
    // The page's own content (the shell is swept on every page elsewhere): axe over 78 cards is slow on a busy machine.
    test.slow();
    await expectNoSeriousA11yIssues(page, 'main');

    await searchBox(page).fill('90-915 yzzd-1');
    await expect(results(page)).toHaveCount(1);
    await expect(result(page, '90915-YZZD1')).toContainText('Oil Filter');
    await expect(result(page, '90915-YZZD1')).toContainText('Toyota HiLux, LandCruiser 300, LandCruiser FJ');
    await expect(result(page, '90915-YZZD1')).toContainText('$24.95 incl. GST');
    await expect(status(page)).toHaveText(`1 of ${parts.length} parts match`);
    await expect(page).toHaveURL(/\?q=90-915\+yzzd-1$/);

    await searchBox(page).fill('');
    await page.getByRole('combobox', { name: 'Make' }).selectOption('Toyota');
    await page.getByRole('combobox', { name: 'Model' }).selectOption('RAV4');
    const rav4 = searchParts(parts, { q: '', make: 'Toyota', model: 'RAV4' });
    expect(rav4.length).toBeGreaterThan(5);
    expect(rav4.length).toBeLessThan(parts.length);
    await expect(results(page)).toHaveCount(rav4.length);
    for (const text of await results(page).allTextContents()) expect(text).toMatch(/Toyota .*RAV4|All Toyota models/);
    await expect(page).toHaveURL(/\?make=Toyota&model=RAV4$/);
    await searchBox(page).fill('brake pad');
    await expect(results(page)).toHaveCount(2);
    await expect(result(page, '04465-42200')).toContainText('Front Brake Pad Set');
    await expect(result(page, '04466-42070')).toContainText('Rear Brake Pad Set');

    await searchBox(page).fill('flux capacitor');
    await expect(results(page)).toHaveCount(0);
    await expect(status(page)).toHaveText('No parts found');
    await expect(page.getByRole('heading', { name: 'No parts found' })).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'main');
    await page.getByRole('link', { name: 'Go to the Parts Order Form' }).click();
    await expect(page).toHaveURL(/\/vehicle-parts-and-accessories\/?$/);
  });

  test('a search sent before the page script ran (the GET form) arrives as the URL and is shown', async ({ page }) => {
    await page.goto(`${base}/parts/search?q=brake+pads&make=Toyota&model=HiLux`);
    await expect(searchBox(page)).toHaveValue('brake pads');
    await expect(page.getByRole('combobox', { name: 'Make' })).toHaveValue('Toyota');
    await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('HiLux');
    await expect(results(page)).toHaveCount(2);
    await expect(result(page, '04465-0K390')).toBeVisible();
    await expect(result(page, '04466-0K090')).toBeVisible();
  });

  test('without JavaScript the GET form still searches into the URL and the whole catalogue shows', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/parts/search`);
    await searchBox(page).fill('towbar');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/parts\/search\/?\?q=towbar&make=&model=$/);
    await expect(results(page)).toHaveCount(parts.length);
    await expect(result(page, 'PZQ16-0K180').getByRole('link', { name: /^Enquire/ })).toBeVisible();
    await context.close();
  });

  test('keyboard: type, choose the make and model, search with Enter, then Enquire from the results', async ({
    page,
  }) => {
    await page.goto(`${base}/parts/search`);
    await searchBox(page).focus();
    await page.keyboard.type('towbar');
    await page.keyboard.press('Tab');
    const make = page.getByRole('combobox', { name: 'Make' });
    await expect(make).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(make).toHaveValue('Toyota');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Model' })).toBeFocused();
    await page.keyboard.press('Tab');
    const submit = page.getByRole('button', { name: 'Search Parts' });
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(submit).toBeFocused();
    const towbars = searchParts(parts, { q: 'towbar', make: 'Toyota', model: '' });
    await expect(results(page)).toHaveCount(towbars.length);
    await page.keyboard.press('Tab');
    const first = towbars[0]!;
    await expect(
      result(page, first.part_number).getByRole('link', {
        name: `Enquire about ${first.part_number} ${first.description}`,
      }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/vehicle-parts-and-accessories/?\\?part_number=${first.part_number}`));
    await expect(page.getByRole('button', { name: 'Hide Parts Order Form' })).toBeVisible();
  });

  test('Enquire opens the parts order with the part filled in; the stored lead and its ADF carry the part @phone', async ({
    page,
  }) => {
    // Two pages, three requests to the functions and axe: more than the default minute on a busy 2-core machine.
    test.slow();
    const email = uniqueEmail('partsearch');
    await page.goto(`${base}/parts/search?q=04465-0K390`);
    await expect(results(page)).toHaveCount(1);
    await result(page, '04465-0K390')
      .getByRole('link', { name: /^Enquire/ })
      .click();
    await expect(page).toHaveURL(/\/vehicle-parts-and-accessories\/?\?part_number=04465-0K390&/);
    const form = await readyForm(page, 'Parts order');
    await expect(page.getByText('Enquiring about part 04465-0K390: Front Brake Pad Set')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await form.getByLabel('First Name').fill('Sam');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('0412345678');
    const dealership = form.getByLabel('Dealership location');
    if ((await dealership.count()) > 0) await dealership.selectOption({ index: 1 });
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: 'Step 2 of 3: Vehicle Details' })).toBeVisible();
    await expect(form.getByLabel('Vehicle Make')).toHaveValue('Toyota');
    await expect(form.getByLabel('Vehicle Model')).toHaveValue('HiLux');
    await expect(form.getByLabel('Part# (optional)')).toHaveValue('04465-0K390');
    await form.getByLabel('Vehicle Year').fill('2021');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: 'Step 3 of 3: Order Details' })).toBeVisible();
    await expect(form.getByLabel('Order Detail')).toHaveValue('Part# 04465-0K390: Front Brake Pad Set');
    await form.getByLabel('Order Detail').press('End');
    await page.keyboard.type(', quantity 1');
    await form.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);

    const [lead] = leadsByEmail(SLUG, email);
    expect(lead).toMatchObject({ form: 'parts', lead_status: 'Complete', form_completed: 1 });
    expect(lead?.data.fields).toMatchObject({
      vehicle_make: 'Toyota',
      vehicle_model: 'HiLux',
      vehicle_year: 2021,
      part_number: '04465-0K390',
      order_detail: 'Part# 04465-0K390: Front Brake Pad Set, quantity 1',
    });
    const db = openSqlite(join(E2E_DATA_DIR, 'functions.sqlite'));
    try {
      const stored = await findLeadById(db, lead?.id ?? '');
      const adf = adfDocument(stored!, loadTenant(SLUG));
      expect(adf).toContain('Part#: 04465-0K390');
      expect(adf).toContain('Part# 04465-0K390: Front Brake Pad Set, quantity 1');
    } finally {
      await db.close();
    }
  });
});
