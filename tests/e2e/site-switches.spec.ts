import { expect, type Locator, type Page, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { MESSAGES } from '../../src/features/forms/rules/schemas/messages.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { carsLite, leadsByEmail, readyForm, uniqueEmail, uniqueMobile, waitLikeAShopper } from './journeys-support.ts';
import { origin } from './tenants.ts';

// Per-site switches of the spec that a demo tenant now uses (issue 11, 'Done means'): each has its effect.
const coastal = loadTenant('coastal-toyota');
const outback = loadTenant('outback-rv');

async function enquiry(page: Page, slug: string): Promise<Locator> {
  await page.goto(`${origin(slug)}/contact`);
  const form = await readyForm(page, 'General enquiry');
  await form.getByLabel('First Name').fill('Alex');
  await form.getByLabel('Mobile').fill(uniqueMobile());
  await form.getByLabel('Dealership location').selectOption({ index: 1 });
  return form;
}

test.describe('per-site switches on the demo tenants', () => {
  test.describe.configure({ timeout: 180_000 });

  test('coastal-toyota (forms.isMessageRequired false): an enquiry without comments is sent', async ({ page }) => {
    expect(coastal.site.forms.isMessageRequired).toBe(false);
    const email = uniqueEmail('optional-message');
    const form = await enquiry(page, 'coastal-toyota');
    await form.getByLabel('Email').fill(email);
    await expect(form.getByLabel('Comments (optional)')).toBeEmpty();
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expect(leadsByEmail('coastal-toyota', email)).toHaveLength(1);
  });

  test("outback-rv (forms.requireTerms): an enquiry without the terms ticked says '* You must agree…'", async ({
    page,
  }) => {
    expect(outback.site.forms.requireTerms).toBe(true);
    const form = await enquiry(page, 'outback-rv');
    await form.getByLabel('Email').fill(uniqueEmail('terms'));
    await form.getByLabel('Comments').fill('Is the Kimberley van still available?');
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByRole('alert')).toContainText(MESSAGES.terms);
    await expect(page).not.toHaveURL(/\/success/);
  });

  test("outback-rv (locations.dropdownShowsCity, dropdownFilter 'fixed'): the dropdown offers the two yards, each with its suburb", async ({
    page,
  }) => {
    expect(outback.site.locations).toMatchObject({
      dropdownShowsCity: true,
      dropdownFilter: 'fixed',
      dropdownFixedIds: [1, 3],
    });
    await page.goto(`${origin('outback-rv')}/contact`);
    const form = await readyForm(page, 'General enquiry');
    // One location per dealership: the Townsville service centre (id 2) shares the Townsville dealership and address.
    await expect(form.getByLabel('Dealership location').getByRole('option')).toHaveText([
      /Select/,
      'Outback RV Toowoomba (Harristown)',
      'Outback RV Townsville (Garbutt)',
    ]);
  });

  test('coastal-toyota (locations.dropdownExcludedIds): Nambour Service is never offered, nor preselected by a link', async ({
    page,
  }) => {
    const nambour = coastal.locations.find((l) => l.slug === 'nambour-service')!;
    expect(coastal.site.locations.dropdownExcludedIds).toEqual([nambour.id]);
    await page.goto(`${origin('coastal-toyota')}/contact?location_id=${nambour.id}`);
    const form = await readyForm(page, 'General enquiry');
    const dropdown = form.getByLabel('Dealership location');
    await expect(dropdown.getByRole('option')).toHaveText([
      /Select/,
      'Coastal Toyota Caloundra',
      'Coastal Toyota Maroochydore',
      'Coastal Toyota Maroochydore Service & Parts',
    ]);
    await expect(dropdown).toHaveValue('');
  });

  test("coastal-toyota (locations.dropdownFilter 'type'): a test drive is booked at a sales yard only @phone", async ({
    page,
  }) => {
    expect(coastal.site.locations.dropdownFilter).toBe('type');
    await page.goto(`${origin('coastal-toyota')}/book-test-drive`);
    const form = await readyForm(page, 'Book a Test Drive');
    await expect(form.getByLabel('Dealership location').getByRole('option')).toHaveText([
      /Select/,
      'Coastal Toyota Caloundra',
      'Coastal Toyota Maroochydore',
    ]);
    await expectNoSeriousA11yIssues(page, 'main');
  });

  test("outback-rv (branding.sliderSize '1920x540'): the home page's promotion slides are 1920 by 540 banners", async ({
    page,
  }) => {
    expect(outback.site.branding.sliderSize).toBe('1920x540');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${origin('outback-rv')}/`);
    const slider = page.getByRole('region', { name: 'Promotions' });
    const first = slider.getByRole('link', { name: /Off-Road Caravans/ }).locator('img');
    await expect(first).toHaveAttribute('width', '1920');
    await expect(first).toHaveAttribute('height', '540');
    const box = await first.boundingBox();
    expect(box && Math.round((box.width / box.height) * 100) / 100).toBe(3.56);
    await expectNoSeriousA11yIssues(page, 'main');
  });

  test('on a phone a promotion slide shows its whole banner, 1920 by 700 or 540, with the caption under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [slug, name, ratio] of [
      ['coastal-toyota', /The RAV4 Hybrid/, 2.74],
      ['outback-rv', /Off-Road Caravans/, 3.56],
    ] as const) {
      await page.goto(`${origin(slug)}/`);
      const slide = page.getByRole('region', { name: 'Promotions' }).getByRole('link', { name }).first();
      const picture = await slide.locator('img').boundingBox();
      const caption = await slide.locator('.overlay').boundingBox();
      expect(picture && Math.round((picture.width / picture.height) * 100) / 100, slug).toBe(ratio);
      expect(caption && picture && caption.y >= picture.y + picture.height - 1, slug).toBe(true);
    }
    await expectNoSeriousA11yIssues(page, 'main');
  });

  test("outback-rv (forms.partsVariant 'combined'): the parts order asks for 'Rego, VIN, or Part#' in one field", async ({
    page,
  }) => {
    expect(outback.site.forms.partsVariant).toBe('combined');
    await page.goto(`${origin('outback-rv')}/vehicle-parts-and-accessories`);
    await page.getByRole('button', { name: 'View Parts Order Form' }).click();
    const form = await readyForm(page, 'Parts order');
    await form.getByLabel('First Name').fill('Pat');
    await form.getByLabel('Email').fill(uniqueEmail('parts-combined'));
    await form.getByLabel('Mobile').fill(uniqueMobile());
    await form.getByLabel('Dealership location').selectOption({ index: 1 });
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: 'Step 2 of 3: Vehicle Details' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Rego, VIN, or Part#/ })).toBeVisible();
    await expect(form.getByLabel('Part# (optional)')).toHaveCount(0);
  });

  test('coastal-toyota (finance.postcodeRequired): the finance form requires the postcode', async ({ page }) => {
    expect(coastal.site.finance.postcodeRequired).toBe(true);
    await page.goto(`${origin('coastal-toyota')}${coastal.site.finance.pagePath}`);
    const form = page.locator('#finance-form form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await expect(form.getByLabel('Postcode', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Postcode (optional)')).toHaveCount(0);
    await form.getByRole('button', { name: 'Get Pre-Approved' }).click();
    await expect(form.getByRole('alert')).toContainText(/Postcode: /);
  });

  test('coastal-toyota (features.buyOnline, gates.checkout): Reserve goes to /buy-online, which asks to sign in first', async ({
    page,
  }) => {
    expect(coastal.site.features.buyOnline && coastal.site.gates.checkout).toBe(true);
    const car = (await carsLite('coastal-toyota')).find(
      (c) => c.status === 'in_stock' && !c.reserved && c.price > 1000,
    )!;
    await page.goto(`${origin('coastal-toyota')}/cars/${car.slug}`);
    await expect(page.getByRole('link', { name: 'Reserve Car Now' }).first()).toHaveAttribute(
      'href',
      `/cars/${car.slug}/buy-online`,
    );
    await page.goto(`${origin('coastal-toyota')}/cars/${car.slug}/buy-online`);
    await expect(page).toHaveURL(
      new RegExp(`/sign-in\\?type=checkout&redirect=${encodeURIComponent(`/cars/${car.slug}/buy-online`)}`),
    );
  });
});
