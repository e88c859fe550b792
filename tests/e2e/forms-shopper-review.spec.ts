import { expect, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { MESSAGES } from '../../src/features/forms/rules/schemas/messages.ts';
import { carPages } from '../../src/features/vehicle/build/car-pages.ts';
import { readyForm, uniqueEmail, waitLikeAShopper } from './journeys-support.ts';
import { origin } from './tenants.ts';

// Defects a shopper review found in the lead forms: Enter in the place search, a day without test-drive times,
// focus between the parts order's steps, the order of the error summary.

const slug = 'harbourside';
const base = origin(slug);
const tenant = loadTenant(slug);
const car = (await carPages(tenant)).cars.find((c) => c.status === 'in_stock' && c.price > 10)!;

test.describe('lead forms after the shopper review', () => {
  test('finance: Enter in the place search picks the first suggestion and never sends the form', async ({ page }) => {
    await page.goto(`${base}${tenant.site.finance.pagePath}`);
    const form = await readyForm(page, 'Finance pre-approval');
    const place = form.getByRole('combobox', { name: /postcode or suburb/ });
    await place.click();
    await page.keyboard.type('Parramatta');
    const first = form.getByRole('listbox', { name: 'Places' }).getByRole('option').first();
    await expect(first).toBeVisible();
    const label = (await first.textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(place).toHaveValue(label);
    await expect(form.getByText(/dealerships near|No dealerships within 250 km/)).toBeVisible();
    await expect(form.getByRole('listbox', { name: 'Places' })).toBeHidden();
    await expect(place).toBeFocused();
  });

  test('finance: the error summary follows the order of the fields', async ({ page }) => {
    await page.goto(`${base}${tenant.site.finance.pagePath}`);
    const form = await readyForm(page, 'Finance pre-approval');
    await form.getByRole('button', { name: 'Get Pre-Approved' }).click();
    const items = form.getByRole('alert').filter({ hasText: MESSAGES.fixErrors }).getByRole('listitem');
    const texts = await items.allTextContents();
    const at = (label: string) => texts.findIndex((t) => t.startsWith(`${label}:`));
    expect(at('First Name')).toBeGreaterThanOrEqual(0);
    expect(at('First Name')).toBeLessThan(at('Last Name'));
  });

  test('trade-in: the error summary lists Year before Odometer', async ({ page }) => {
    await page.goto(`${base}/trade-in`);
    const form = await readyForm(page, 'Trade-in valuation');
    await form.getByLabel('Year (optional)').fill('12');
    await form.getByRole('button', { name: 'Get My Valuation' }).click();
    const texts = await form
      .getByRole('alert')
      .filter({ hasText: MESSAGES.fixErrors })
      .getByRole('listitem')
      .allTextContents();
    const at = (label: string) => texts.findIndex((t) => t.startsWith(label));
    expect(at('Year')).toBeGreaterThanOrEqual(0);
    expect(at('Year')).toBeLessThan(at('Odometer'));
  });

  test('test drive: a day without times says so, not "Choose a location and date first"', async ({ page }) => {
    await page.route('**/api/appointments?**', (route) => route.fulfill({ json: { times: [] } }));
    await page.goto(`${base}/book-test-drive?car_id=${car.slug}`);
    const form = await readyForm(page, 'Book a Test Drive');
    const time = form.getByLabel('Preferred time (optional)');
    await expect(time.locator('option').first()).toHaveText('Choose a location and date first');
    const date = form.getByLabel('Preferred date (optional)');
    await date.fill((await date.getAttribute('min')) ?? '');
    await expect(time.locator('option').first()).toHaveText(MESSAGES.noAppointmentTimes);
    await expect(time).toBeDisabled();
  });

  test('parts order by keyboard: Next moves the focus to the new step, never to the page', async ({ page }) => {
    await page.goto(`${base}/vehicle-parts-and-accessories`);
    await page.getByRole('button', { name: 'View Parts Order Form' }).click();
    const form = await readyForm(page, 'Parts order');
    await form.getByLabel('First Name').fill('Pat');
    await form.getByLabel('Email').fill(uniqueEmail('parts-focus'));
    await form.getByLabel('Mobile').fill('0412345678');
    await form.getByLabel('Dealership location').selectOption({ index: 1 });
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    const step2 = form.getByRole('heading', { name: 'Step 2 of 3: Vehicle Details' });
    await expect(step2).toBeFocused();
    await form.getByLabel('Vehicle Make').fill('Toyota');
    await form.getByLabel('Vehicle Model').fill('HiLux');
    await form.getByLabel('Vehicle Year').fill('2019');
    await form.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    const step3 = form.getByRole('heading', { name: 'Step 3 of 3: Order Details' });
    await expect(step3).toBeFocused();
    // From the heading, Tab goes on to the step's first field.
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Order Detail')).toBeFocused();
  });
});
