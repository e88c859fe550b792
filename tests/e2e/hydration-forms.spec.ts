import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { disclaimerForms } from '../../src/features/finance/rules/disclaimer.ts';
import { carPages } from '../../src/features/vehicle/build/car-pages.ts';
import { carBasics } from '../../src/features/vehicle/rules/car-basics.ts';
import { isFuelCalculatorShown } from '../../src/features/vehicle/rules/fuel-cost.ts';
import { origin } from './tenants.ts';

// decision 14, gate 'input before hydration': at 6x CPU the shopper acts as soon as a control shows; what they
// did must be there once the island wakes. The island's chunk is held back until the action is done, so every
// run acts before hydration (not only the unlucky ones).

const slug = 'harbourside';
const base = origin(slug);
const tenant = loadTenant(slug);
const pages = await carPages(tenant);
const car = pages.cars.find(
  (c) => c.status === 'in_stock' && c.car_type === 'used' && c.price > 10 && isFuelCalculatorShown(c),
)!;

/** A car whose finance calculator shortens its disclaimer behind Show More (as the page decides it). */
const longDisclaimerCar = pages.cars.find(
  (c) =>
    c.status === 'in_stock' &&
    disclaimerForms(carBasics(c, tenant, pages).estimate?.disclaimer ?? tenant.site.finance.disclaimer).expandable,
)!;

/** Holds back the JavaScript chunk of the named island(s) until release(). */
async function holdIsland(page: Page, ...names: string[]): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/_astro/(${names.join('|')})\\.[\\w-]+\\.js$`), async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** How long an island may take to wake at 6x CPU once its chunk is released. */
const WAKE_MS = 45_000;

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

async function expectAsleep(locator: Locator): Promise<void> {
  await expect(locator.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '');
}

test.describe('input before hydration (6x CPU)', () => {
  test.beforeEach(async ({ page }) => {
    // 6x CPU on purpose: everything takes six times longer.
    test.slow();
    await throttle(page);
  });

  test('car enquiry: typed fields and focus survive the island waking; the submit button works at once @phone', async ({
    page,
  }) => {
    const release = await holdIsland(page, 'VehicleForms');
    await page.goto(`${base}/cars/${car.slug}`);
    await page
      .getByRole('complementary', { name: 'Price and actions' })
      .getByRole('link', { name: 'Enquire Now' })
      .click();
    const form = page.getByRole('form', { name: 'Enquire about this car' });
    await expectAsleep(form);
    await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
    await form.getByLabel('First Name').click();
    await page.keyboard.type('Robin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Smith');
    const lastName = form.getByLabel('Last Name');
    await expect(lastName).toBeFocused();
    release();
    await expect(form).toHaveAttribute('data-ready', 'true', { timeout: WAKE_MS });
    await expect(form.getByLabel('First Name')).toHaveValue('Robin');
    await expect(lastName).toHaveValue('Smith');
    await expect(lastName).toBeFocused();
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const alert = form.getByRole('alert').first();
    await expect(alert).toContainText('Please fix the following errors:');
    await expect(alert).not.toContainText('First Name');
  });

  test('contact enquiry: a submit pressed before the island wakes is answered once it does', async ({ page }) => {
    const release = await holdIsland(page, 'EnquiryForm', 'LeadForm');
    await page.goto(`${base}/contact`);
    const form = page.getByRole('form', { name: 'General enquiry' });
    await form.scrollIntoViewIfNeeded();
    await expectAsleep(form);
    await form.getByLabel('First Name').fill('Sam');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page).toHaveURL(`${base}/contact`);
    release();
    await expect(form).toHaveAttribute('data-ready', 'true', { timeout: WAKE_MS });
    await expect(form.getByLabel('First Name')).toHaveValue('Sam');
    await expect(form.getByRole('alert').first()).toContainText('Please fix the following errors:');
  });

  test('contact enquiry: Tabbed into from the link before it and typed in at once, the fields keep their values and focus once the island wakes', async ({
    page,
  }) => {
    const release = await holdIsland(page, 'EnquiryForm', 'LeadForm');
    await page.goto(`${base}/contact`);
    const form = page.getByRole('form', { name: 'General enquiry' });
    await form.scrollIntoViewIfNeeded();
    await expectAsleep(form);
    // The element before the form: the last location card's 'View Location Details' link.
    await page
      .getByRole('link', { name: /^View Location Details/ })
      .last()
      .focus();
    await page.keyboard.press('Tab');
    // The first field is the Category select: a typed 'C' picks 'Careers Enquiry', the only category starting with C.
    const category = form.getByLabel('Category');
    await expect(category).toBeFocused();
    await page.keyboard.type('C');
    await expect(category).toHaveValue('Careers Enquiry');
    await page.keyboard.press('Tab');
    const firstName = form.getByLabel('First Name');
    await expect(firstName).toBeFocused();
    await page.keyboard.type('Casey');
    await page.keyboard.press('Tab');
    const lastName = form.getByLabel('Last Name');
    await expect(lastName).toBeFocused();
    await page.keyboard.type('Nguyen');
    await expectAsleep(form);
    release();
    await expect(form).toHaveAttribute('data-ready', 'true', { timeout: WAKE_MS });
    await expect(category).toHaveValue('Careers Enquiry');
    await expect(firstName).toHaveValue('Casey');
    await expect(lastName).toHaveValue('Nguyen');
    await expect(lastName).toBeFocused();
    // The island holds them too (not only the DOM): a submit re-renders the form and the summary does not ask for them.
    await page.keyboard.press('Enter');
    const summary = form.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
    await expect(summary).toContainText('Email: This is a required field.');
    await expect(summary).not.toContainText('First Name');
    await expect(category).toHaveValue('Careers Enquiry');
    await expect(firstName).toHaveValue('Casey');
    await expect(lastName).toHaveValue('Nguyen');
  });

  test('dealer locator: a postcode typed and searched before the island wakes is kept and found once it does @phone', async ({
    page,
  }) => {
    const postcode = tenant.locations.filter((l) => l.visible)[0]!.address.postcode;
    const release = await holdIsland(page, 'DealerLocator');
    await page.goto(`${base}/dealer-locator`);
    const input = page.getByRole('combobox', { name: 'Postcode or suburb' });
    await expectAsleep(input);
    await input.click();
    await page.keyboard.type(postcode);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${base}/dealer-locator`);
    await expectAsleep(input);
    release();
    await expect(page.getByRole('heading', { name: `Nearest dealerships to ${postcode}` })).toBeVisible({
      timeout: WAKE_MS,
    });
    await expect(page.locator('.locator__results > li').first()).toContainText(/\d+ km away/);
    await expect(input).toHaveValue(postcode);
    await expect(input).toBeFocused();
  });

  test('dealer locator: the plain GET form (?q=) is answered once the island wakes', async ({ page }) => {
    const postcode = tenant.locations.filter((l) => l.visible)[0]!.address.postcode;
    await page.goto(`${base}/dealer-locator?q=${postcode}`);
    await expect(page.getByRole('heading', { name: `Nearest dealerships to ${postcode}` })).toBeVisible({
      timeout: WAKE_MS,
    });
    await expect(page.getByRole('combobox', { name: 'Postcode or suburb' })).toHaveValue(postcode);
  });

  test('test drive and parts forms are in the HTML and keep what was typed @phone', async ({ page }) => {
    let release = await holdIsland(page, 'CarQueryForm', 'VehicleForms', 'LeadForm');
    await page.goto(`${base}/book-test-drive?car_id=${car.slug}`);
    let form = page.getByRole('form', { name: 'Book a Test Drive' });
    await expectAsleep(form);
    await form.getByLabel('First Name').fill('Alex');
    release();
    await expect(form).toHaveAttribute('data-ready', 'true', { timeout: WAKE_MS });
    await expect(page.getByRole('link', { name: car.name })).toBeVisible({ timeout: WAKE_MS });
    await expect(form.getByLabel('First Name')).toHaveValue('Alex');

    await page.unrouteAll();
    release = await holdIsland(page, 'PartsOrderForm', 'LeadForm');
    await page.goto(`${base}/vehicle-parts-and-accessories`);
    await page.getByRole('button', { name: 'View Parts Order Form' }).click();
    form = page.getByRole('form', { name: 'Parts order' });
    await expectAsleep(form);
    await form.getByLabel('First Name').fill('Pat');
    release();
    await expect(form).toHaveAttribute('data-ready', 'true', { timeout: WAKE_MS });
    await expect(form.getByLabel('First Name')).toHaveValue('Pat');
    await expect(page.getByRole('button', { name: 'Hide Parts Order Form' })).toBeVisible();
  });

  test('finance calculator: a slider moved before hydration sets the repayment @phone', async ({ page }) => {
    const release = await holdIsland(page, 'FinanceCalculator');
    await page.goto(`${base}/cars/${car.slug}`);
    const calculator = page.locator('#finance-calculator');
    await calculator.scrollIntoViewIfNeeded();
    const figure = calculator.getByTestId('repayment');
    const rendered = await figure.textContent();
    const term = calculator.getByRole('slider', { name: 'Loan term' });
    await expectAsleep(term);
    const before = Number(await term.inputValue());
    await term.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(term).toHaveValue(String(before - 0.5));
    release();
    await expect(term.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', { timeout: WAKE_MS });
    await expect(term).toHaveAttribute('aria-valuetext', `${before - 0.5} years`);
    await expect(figure).not.toHaveText(rendered ?? '');
    await expect(term).toBeFocused();
    expect(
      await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: number }).event === 26).length),
    ).toBe(1);
  });

  test('fuel and delivery calculators adopt what was typed and pressed @phone', async ({ page }) => {
    const release = await holdIsland(page, 'FuelCalculator', 'DeliveryCalculator');
    await page.goto(`${base}/cars/${car.slug}`);
    const distance = page.getByLabel('Distance (km)');
    await distance.scrollIntoViewIfNeeded();
    await expectAsleep(distance);
    await distance.fill('500');
    const delivery = page.locator('section:has(#delivery-title)');
    await delivery.getByLabel('Your postcode').fill('4000');
    await delivery.getByRole('button', { name: 'Get Estimate' }).click();
    await expect(page).toHaveURL(`${base}/cars/${car.slug}`);
    release();
    await expect(page.getByTestId('fuel-cost')).toContainText('500 kms', { timeout: WAKE_MS });
    await expect(delivery.getByTestId('delivery-result')).toContainText('Brisbane Metro', { timeout: WAKE_MS });
  });

  test('watchlist: Save pressed before its island wakes is carried out when it does @phone', async ({ page }) => {
    const release = await holdIsland(page, 'WatchlistButton');
    await page.goto(`${base}/cars/${car.slug}`);
    const save = page.getByRole('button', { name: `Save ${car.name} to watchlist` });
    await save.scrollIntoViewIfNeeded();
    await expectAsleep(save);
    await save.click();
    await expect(page).toHaveURL(`${base}/cars/${car.slug}`);
    release();
    // Not signed in: the held press leads to sign-in, coming back to this car.
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fcars%2F/, { timeout: WAKE_MS });
  });

  test("Request Photos and the calculator's Show More, pressed before their islands wake, act when they do @phone", async ({
    page,
  }) => {
    const release = await holdIsland(page, 'VehicleForms', 'FinanceCalculator');
    await page.goto(`${base}/cars/${longDisclaimerCar.slug}`);
    const photos = page.getByRole('button', { name: 'Request Photos' }).first();
    await photos.scrollIntoViewIfNeeded();
    await expectAsleep(photos);
    await photos.click();
    const more = page.locator('#finance-calculator').getByRole('button', { name: 'Show More' });
    await more.scrollIntoViewIfNeeded();
    await expectAsleep(more);
    await more.click();
    release();
    await expect(page.getByRole('dialog', { name: 'Request Photos' })).toBeVisible({ timeout: WAKE_MS });
    await page.keyboard.press('Escape');
    await expect(page.locator('#finance-calculator').getByRole('button', { name: 'Show Less' })).toBeVisible({
      timeout: WAKE_MS,
    });
  });
});
