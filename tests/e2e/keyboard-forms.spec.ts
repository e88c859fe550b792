import { expect, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { carPages } from '../../src/features/vehicle/car-pages.ts';
import { hydrated, origin } from './tenants.ts';

// Gate 'keyboard': every form works with Tab, Enter, Space and Escape, and focus stays on the control acted on.

const slug = 'harbourside';
const base = origin(slug);
const pages = await carPages(loadTenant(slug));
const car = pages.cars.find((c) => c.status === 'in_stock' && c.car_type === 'used' && c.price > 10)!;

test.describe('forms by keyboard', () => {
  test('car enquiry: Tab between fields, Space on the opt-in, Enter submits @phone', async ({ page }) => {
    await page.goto(`${base}/cars/${car.slug}#enquiry-form`);
    const form = page.getByRole('form', { name: 'Enquire about this car' });
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByLabel('First Name').focus();
    await page.keyboard.type('Robin');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Last Name')).toBeFocused();
    await page.keyboard.type('Smith');
    const optIn = form.getByLabel('Keep me up to date with offers and news');
    await optIn.focus();
    await expect(optIn).toBeChecked();
    await page.keyboard.press('Space');
    await expect(optIn).not.toBeChecked();
    await expect(optIn).toBeFocused();
    await form.getByLabel('Email').focus();
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert').first()).toContainText('Please fix the following errors:');
    await expect(form.getByLabel('First Name')).toHaveValue('Robin');
  });

  test('a dialog form opens with Enter and closes with Escape, giving focus back', async ({ page }) => {
    await page.goto(`${base}/cars/${car.slug}`);
    const open = page.getByRole('button', { name: 'Request Photos' }).first();
    await open.scrollIntoViewIfNeeded();
    await hydrated(open);
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request Photos' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('finance calculator: arrow keys move a slider, Space picks a frequency, focus stays', async ({ page }) => {
    await page.goto(`${base}/cars/${car.slug}`);
    const calculator = page.locator('#finance-calculator');
    await calculator.scrollIntoViewIfNeeded();
    const figure = calculator.getByTestId('repayment');
    await hydrated(figure);
    const term = calculator.getByRole('slider', { name: 'Loan term' });
    const before = await figure.textContent();
    await term.focus();
    await page.keyboard.press('ArrowRight');
    await expect(figure).not.toHaveText(before ?? '');
    await expect(term).toBeFocused();
    const monthly = calculator.getByRole('radio', { name: 'Monthly' });
    await monthly.focus();
    await page.keyboard.press('Space');
    await expect(monthly).toBeChecked();
    await expect(figure).toHaveText(/\/mo$/);
    await expect(monthly).toBeFocused();
  });

  test('delivery calculator: Enter in the postcode field asks for the estimate and keeps focus', async ({ page }) => {
    await page.goto(`${base}/cars/${car.slug}`);
    const delivery = page.locator('section:has(#delivery-title)');
    const postcode = delivery.getByLabel('Your postcode');
    await postcode.scrollIntoViewIfNeeded();
    await hydrated(postcode);
    await postcode.focus();
    await page.keyboard.type('4000');
    await page.keyboard.press('Enter');
    await expect(delivery.getByTestId('delivery-result')).toContainText('Brisbane Metro');
    await expect(postcode).toBeFocused();
  });

  test('parts order: the toggle opens with Space, Next by Enter moves a step', async ({ page }) => {
    await page.goto(`${base}/vehicle-parts-and-accessories`);
    const toggle = page.getByRole('button', { name: 'View Parts Order Form' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Hide Parts Order Form' })).toBeFocused();
    const form = page.getByRole('form', { name: 'Parts order' });
    await expect(form).toHaveAttribute('data-ready', 'true');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('First Name')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert').first()).toContainText('First Name');
  });
});
