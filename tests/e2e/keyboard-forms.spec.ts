import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { carPages } from '../../src/features/vehicle/build/car-pages.ts';
import { canReserve } from '../../src/features/forms/rules/reservation.ts';
import { canValue } from '../../src/features/stock/rules/car-eligibility.ts';
import { lastSmsCode, readyForm, uniqueMobile } from './journeys-support.ts';
import { hydrated, origin } from './tenants.ts';

// Gate 'keyboard': every form works with Tab, Enter, Space and Escape, and focus stays on the control acted on.

const slug = 'harbourside';
const base = origin(slug);
const pages = await carPages(loadTenant(slug));
const car = pages.cars.find((c) => c.status === 'in_stock' && c.car_type === 'used' && c.price > 10)!;
/** A car a trade-in can be valued towards (in stock, not reserved, priced above $200). */
const tradeCar = pages.cars.find((c) => canValue(c) && c.car_type === 'used')!;
const financePath = loadTenant(slug).site.finance.pagePath;

/** Presses Tab and expects `next` to have the focus. */
async function tabTo(page: Page, next: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
}

/**
 * Tabs from the page's start point (set by a click on the text before a form) into `first`: at most `presses`
 * Tabs (a link or two may stand between), and `first` must then have the focus.
 */
async function tabInto(page: Page, first: Locator, presses = 3): Promise<void> {
  for (let pressed = 0; pressed < presses && !(await first.evaluate((el) => el === document.activeElement)); pressed++)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
}

/**
 * From the Last Name field: Tab past Email (left empty on purpose, so the submit names it), type the mobile, Tab to
 * the dealership select and choose one with ArrowDown.
 */
async function skipEmailTypeMobileChooseDealership(page: Page, form: Locator): Promise<void> {
  await tabTo(page, form.getByLabel('Email'));
  await tabTo(page, form.getByLabel('Mobile'));
  await page.keyboard.type('0412345678');
  const dealership = form.getByLabel('Dealership location');
  await tabTo(page, dealership);
  await page.keyboard.press('ArrowDown');
  await expect(dealership).not.toHaveValue('');
}

/**
 * From the last field: Tab to the news opt-in (ticked by default), Space clears it and keeps the focus, then Tab past
 * the Privacy Policy link to the submit button and press Enter. Answers the opt-in.
 */
async function optOutAndSubmit(page: Page, form: Locator, submit: string): Promise<Locator> {
  const optIn = form.getByRole('checkbox', { name: 'Keep me up to date with offers and news' });
  await tabTo(page, optIn);
  await expect(optIn).toBeChecked();
  await page.keyboard.press('Space');
  await expect(optIn).not.toBeChecked();
  await expect(optIn).toBeFocused();
  await tabTo(page, form.getByRole('link', { name: 'Privacy Policy' }));
  await tabTo(page, form.getByRole('button', { name: submit }));
  await page.keyboard.press('Enter');
  return optIn;
}

/** The error summary of a form: shown, focused (ErrorSummary takes the focus) and naming `missing`. */
async function expectSummaryFocused(form: Locator, missing: string): Promise<Locator> {
  const summary = form.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(summary).toContainText(missing);
  await expect(summary).toBeFocused();
  return summary;
}

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

  test('after a refused submit, typing into a field it named stays in that field', async ({ page }) => {
    await page.goto(`${base}/cars/${car.slug}#enquiry-form`);
    const form = page.getByRole('form', { name: 'Enquire about this car' });
    await expect(form).toHaveAttribute('data-ready', 'true');
    const send = form.getByRole('button', { name: 'Send Enquiry' });
    await send.focus();
    await page.keyboard.press('Enter');
    const summary = await expectSummaryFocused(form, 'First Name: This is a required field.');
    // Scrolled to below the bars that stay on top (the site header, the car's own header), not under them.
    const covered = await page.evaluate(() =>
      Math.max(
        0,
        ...[...document.querySelectorAll('.site-header, [data-sticky-header].is-shown')].map(
          (bar) => bar.getBoundingClientRect().bottom,
        ),
      ),
    );
    expect((await summary.boundingBox())?.y).toBeGreaterThanOrEqual(covered);
    const firstName = form.getByLabel('First Name');
    await firstName.focus();
    await page.keyboard.type('Eve');
    await expect(firstName).toHaveValue('Eve');
    await expect(firstName).toBeFocused();
    await expect(summary).not.toContainText('First Name');
    // The next refused submit takes the focus to the summary again.
    await send.focus();
    await page.keyboard.press('Enter');
    await expectSummaryFocused(form, 'Email: This is a required field.');
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

  test('contact: Tab in from the link before the form, arrows on the selects, Escape closes the place list, Space on the opt-in, Enter on Send Enquiry', async ({
    page,
  }) => {
    await page.goto(`${base}/contact`);
    const form = await readyForm(page, 'General enquiry');
    // The element before the form: the last location card's 'View Location Details' link.
    await page
      .getByRole('link', { name: /^View Location Details/ })
      .last()
      .focus();
    const category = form.getByLabel('Category');
    await tabTo(page, category);
    await page.keyboard.press('ArrowDown');
    await expect(category).toHaveValue('Sales Enquiry');
    await expect(category).toBeFocused();
    const firstName = form.getByLabel('First Name');
    await tabTo(page, firstName);
    await page.keyboard.type('Casey');
    await tabTo(page, form.getByLabel('Last Name'));
    await page.keyboard.type('Nguyen');
    await page.keyboard.press('Shift+Tab');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveValue('Casey');
    await page.keyboard.press('Tab');
    await skipEmailTypeMobileChooseDealership(page, form);
    const place = form.getByRole('combobox', { name: /postcode or suburb/ });
    await tabTo(page, place);
    await page.keyboard.type('Parramatta');
    await expect(form.getByRole('listbox', { name: 'Places' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form.getByRole('listbox', { name: 'Places' })).toBeHidden();
    await expect(place).toHaveAttribute('aria-expanded', 'false');
    await expect(place).toBeFocused();
    await tabTo(page, form.getByLabel('Rego (optional)'));
    await tabTo(page, form.getByLabel('Comments'));
    await page.keyboard.type('Do you have apprentice positions?');
    const optIn = await optOutAndSubmit(page, form, 'Send Enquiry');
    const summary = await expectSummaryFocused(form, 'Email: This is a required field.');
    for (const filled of ['First Name', 'Comments', 'Dealership location'])
      await expect(summary).not.toContainText(filled);
    // From the summary, Tab goes back into the form at its first field.
    await tabTo(page, category);
    await expect(optIn).not.toBeChecked();
  });

  test('test drive: Tab in from the car link, type, Space on the opt-in, Enter on Book Test Drive', async ({
    page,
  }) => {
    await page.goto(`${base}/book-test-drive?car_id=${car.slug}`);
    const form = await readyForm(page, 'Book a Test Drive');
    const carLink = page.locator('.car-summary').getByRole('link', { name: car.name });
    await expect(carLink).toBeVisible();
    await carLink.focus();
    const firstName = form.getByLabel('First Name');
    await tabTo(page, firstName);
    await page.keyboard.type('Alex');
    await tabTo(page, form.getByLabel('Last Name'));
    await page.keyboard.type('Lee');
    // Email is left empty on purpose.
    await tabTo(page, form.getByLabel('Email'));
    await tabTo(page, form.getByLabel('Mobile'));
    await page.keyboard.type('0412345678');
    await page.keyboard.press('Shift+Tab');
    await expect(form.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Tab');
    // The car's own location is chosen for it.
    const dealership = form.getByLabel('Dealership location');
    await tabTo(page, dealership);
    await expect(dealership).toHaveValue(String(car.location_id));
    // The date input's day, month and year are Tab stops of their own: go to the message directly.
    await form.getByLabel('Message (optional)').focus();
    await page.keyboard.type('Saturday morning if possible.');
    await optOutAndSubmit(page, form, 'Book Test Drive');
    const summary = await expectSummaryFocused(form, 'Email: This is a required field.');
    for (const filled of ['First Name', 'Mobile', 'Dealership location'])
      await expect(summary).not.toContainText(filled);
    await expect(firstName).toHaveValue('Alex');
  });

  test('sign-in: Tab to the mobile, Enter on Sign In asks for a code first, Enter on Send Code, Tab to the code, Enter signs in', async ({
    page,
  }) => {
    const phone = uniqueMobile();
    await page.goto(`${base}/sign-in`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form).toHaveAttribute('data-ready', 'true');
    // From the intro just before the form.
    await page.getByText('We will text a 6-digit code to your mobile.').click();
    const mobile = form.getByLabel('Mobile');
    await tabInto(page, mobile);
    await page.keyboard.type(phone);
    const send = form.getByRole('button', { name: 'Send Code' });
    await tabTo(page, send);
    const code = form.getByLabel('Verification code');
    await tabTo(page, code);
    const signIn = form.getByRole('button', { name: 'Sign In' });
    await tabTo(page, signIn);
    await page.keyboard.press('Enter');
    await expectSummaryFocused(form, 'Mobile: Send a code to your mobile first.');
    await tabTo(page, mobile);
    await expect(mobile).toHaveValue(phone);
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(form).toHaveAttribute('data-status', 'verificationSent');
    await expect(form.getByText('Code sent!')).toBeVisible();
    await expect(mobile).toBeDisabled();
    await expect(mobile).toHaveValue(phone);
    // The pressed button is disabled while the code goes out and during the resend countdown, which dropped the
    // focus to the page: the focus goes on to the code field.
    await expect(code).toBeFocused();
    await page.keyboard.type(await lastSmsCode(slug, phone));
    await tabTo(page, signIn);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${base}/`);
  });

  test('finance page: Tab in from the heading, type the price, Space on a quick pick and the trade-in and news boxes, Enter on Get Pre-Approved', async ({
    page,
  }) => {
    await page.goto(`${base}${financePath}`);
    const form = await readyForm(page, 'Finance pre-approval');
    await page.getByRole('heading', { level: 1, name: 'Car Finance' }).click();
    const price = form.getByLabel('Purchase price ($)');
    await tabInto(page, price);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('25000');
    await expect(price).toHaveValue('25,000');
    const picks = form.getByRole('group', { name: 'Quick picks' }).getByRole('button');
    await tabTo(page, picks.first());
    const firstPick = ((await picks.first().textContent()) ?? '').replace(/[$]/g, '');
    await page.keyboard.press('Space');
    await expect(price).toHaveValue(firstPick);
    await expect(picks.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(picks.first()).toBeFocused();
    const count = await picks.count();
    for (let i = 1; i < count; i++) await tabTo(page, picks.nth(i));
    const term = form.getByLabel('Loan term');
    await tabTo(page, term);
    const years = Number(await term.inputValue());
    await page.keyboard.press('ArrowDown');
    await expect(term).toHaveValue(String(years + 1));
    await expect(term).toBeFocused();
    await tabTo(page, form.getByLabel('Credit score'));
    await tabTo(page, form.getByLabel('First Name'));
    await page.keyboard.type('Robin');
    await tabTo(page, form.getByLabel('Last Name'));
    await page.keyboard.type('Lee');
    // Email is left empty on purpose.
    await tabTo(page, form.getByLabel('Email'));
    await tabTo(page, form.getByLabel('Postcode (optional)'));
    // No trade-in answer yet: Tab lands on the group's first radio, Space picks it.
    const yes = form.getByRole('group', { name: 'Do you have a trade-in?' }).getByRole('radio', { name: 'Yes' });
    await tabTo(page, yes);
    await page.keyboard.press('Space');
    await expect(yes).toBeChecked();
    await expect(yes).toBeFocused();
    const news = form.getByRole('checkbox', { name: 'Send me finance news and offers' });
    await tabTo(page, news);
    await page.keyboard.press('Space');
    await expect(news).toBeChecked();
    await expect(news).toBeFocused();
    const dealership = form.getByLabel('Dealership location');
    await tabTo(page, dealership);
    await page.keyboard.press('ArrowDown');
    await expect(dealership).not.toHaveValue('');
    // The nearest-dealership search shows only when the dropdown offers more than one location.
    const near = form.getByRole('combobox', { name: /postcode or suburb/ });
    if ((await near.count()) > 0) await tabTo(page, near);
    await tabTo(page, form.getByLabel('Mobile'));
    await page.keyboard.type('0412345678');
    await tabTo(page, form.getByRole('button', { name: 'Send Code' }));
    await tabTo(page, form.getByLabel('Verification code'));
    await tabTo(page, form.getByRole('link', { name: 'Privacy Policy' }));
    await tabTo(page, form.getByRole('button', { name: 'Get Pre-Approved' }));
    await page.keyboard.press('Enter');
    const summary = await expectSummaryFocused(form, 'Email: This is a required field.');
    await expect(summary).toContainText('Verification code: This is a required field.');
    for (const filled of ['First Name', 'Last Name', 'Dealership location'])
      await expect(summary).not.toContainText(filled);
    await expect(yes).toBeChecked();
    await expect(news).toBeChecked();
  });

  test('coastal-toyota register interest: Enter on the model page link, Tab into the form, Space on the opt-in, Enter on Register Interest', async ({
    page,
  }) => {
    // A coming-soon model (models.spec.ts): its form is at #register-interest-form.
    await page.goto(`${origin('coastal-toyota')}/models/landcruiser-fj`);
    const link = page.getByRole('main').getByRole('link', { name: 'Register Interest' }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#register-interest-form$/);
    const form = await readyForm(page, 'Register Interest');
    // The fragment is the sequential focus starting point: the next Tab is the form's first field.
    const firstName = form.getByLabel('First Name');
    await tabTo(page, firstName);
    await page.keyboard.type('Kim');
    await tabTo(page, form.getByLabel('Last Name'));
    await page.keyboard.type('Lee');
    await skipEmailTypeMobileChooseDealership(page, form);
    // The nearest-dealership search shows only when the dropdown offers more than one location.
    const near = form.getByRole('combobox', { name: /postcode or suburb/ });
    if ((await near.count()) > 0) await tabTo(page, near);
    await tabTo(page, form.getByLabel('Message (optional)'));
    await page.keyboard.type('When does it arrive?');
    const optIn = form.getByRole('checkbox', { name: 'Keep me up to date with offers and news' });
    await tabTo(page, optIn);
    await page.keyboard.press('Space');
    await expect(optIn).not.toBeChecked();
    await expect(optIn).toBeFocused();
    await tabTo(page, form.getByRole('link', { name: 'Privacy Policy' }));
    await tabTo(page, form.getByRole('button', { name: 'Register Interest' }));
    await page.keyboard.press('Enter');
    const summary = await expectSummaryFocused(form, 'Email: This is a required field.');
    for (const filled of ['First Name', 'Mobile', 'Dealership location'])
      await expect(summary).not.toContainText(filled);
    await expect(firstName).toHaveValue('Kim');
  });

  test('trade-in valuation: Tab in from the car link, type, arrows on the select and the radios, Enter on Get My Valuation', async ({
    page,
  }) => {
    await page.goto(`${base}/cars/trade-in?car_id=${tradeCar.slug}`);
    const form = await readyForm(page, 'Trade-in valuation');
    const carLink = page.getByRole('main').getByRole('link', { name: tradeCar.name, exact: true });
    await expect(carLink).toBeVisible();
    await carLink.focus();
    await tabTo(page, form.getByLabel('Year (optional)'));
    await page.keyboard.type('2019');
    await tabTo(page, form.getByLabel('Make (optional)'));
    await page.keyboard.type('Toyota');
    await tabTo(page, form.getByLabel('Model (optional)'));
    await page.keyboard.type('Corolla');
    const kms = form.getByLabel('Odometer (kms)');
    await tabTo(page, kms);
    await page.keyboard.type('85000');
    const state = form.getByLabel('Rego State');
    await tabTo(page, state);
    await expect(state).toHaveValue('QLD');
    await page.keyboard.press('ArrowDown');
    await expect(state).toHaveValue('NSW');
    await tabTo(page, form.getByLabel('Rego', { exact: true }));
    await page.keyboard.type('ABC123');
    await page.keyboard.press('Shift+Tab');
    await expect(state).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(kms).toBeFocused();
    await expect(kms).toHaveValue('85000');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await tabTo(page, form.getByLabel('First Name'));
    await page.keyboard.type('Sam');
    await tabTo(page, form.getByLabel('Last Name'));
    // Email is left empty on purpose.
    await tabTo(page, form.getByRole('textbox', { name: 'Email' }));
    await tabTo(page, form.getByLabel('Mobile'));
    await page.keyboard.type('0412345678');
    // The car's own location is chosen for it.
    const location = form.getByLabel('Preferred location');
    await tabTo(page, location);
    await expect(location).toHaveValue(String(tradeCar.location_id));
    // The nearest-dealership search shows only when the dropdown offers more than one location.
    const near = form.getByRole('combobox', { name: /postcode or suburb/ });
    if ((await near.count()) > 0) await tabTo(page, near);
    // A radio group is one Tab stop, on its checked radio; the arrow keys move the choice.
    const method = form.getByRole('group', { name: 'Preferred Contact Method' });
    await tabTo(page, method.getByRole('radio', { name: 'Phone' }));
    await page.keyboard.press('ArrowRight');
    await expect(method.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(method.getByRole('radio', { name: 'Email' })).toBeFocused();
    const finance = form.getByRole('group', { name: 'Is Your Car Currently Under Finance?' });
    await tabTo(page, finance.getByRole('radio', { name: 'No' }));
    await page.keyboard.press('ArrowLeft');
    await expect(finance.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(finance.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await tabTo(page, form.getByLabel('Anything else we should know? (optional)'));
    await tabTo(page, form.getByRole('link', { name: 'Privacy Policy' }));
    await tabTo(page, form.getByRole('button', { name: 'Get My Valuation' }));
    await page.keyboard.press('Enter');
    const summary = await expectSummaryFocused(form, 'Email: This is a required field.');
    for (const filled of ['Odometer (kms)', 'Rego', 'First Name', 'Preferred location'])
      await expect(summary).not.toContainText(filled);
    await expect(method.getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  test('reserve: Tab through the form, Enter on the pay button names what is missing and keeps what was typed', async ({
    page,
  }) => {
    const reservable = pages.cars.find((c) => canReserve(c, true))!;
    await page.goto(`${base}/checkout-journey?car_id=${reservable.slug}`);
    const form = await readyForm(page, 'Reserve this car');
    const firstName = form.getByLabel('First Name');
    await firstName.focus();
    await page.keyboard.type('Jo');
    const pay = form.getByRole('button', { name: 'Pay $200 Deposit and Reserve' });
    // Every field is a Tab stop on the way to the button, and Tab never leaves the form before it.
    for (let pressed = 0; pressed < 15 && !(await pay.evaluate((el) => el === document.activeElement)); pressed++) {
      await page.keyboard.press('Tab');
      expect(
        await form.evaluate((el) => el.contains(document.activeElement)),
        'Tab stays inside the reserve form',
      ).toBe(true);
    }
    await expect(pay).toBeFocused();
    await page.keyboard.press('Enter');
    const summary = await expectSummaryFocused(form, 'Email: This is a required field.');
    await expect(summary).not.toContainText('First Name');
    await expect(firstName).toHaveValue('Jo');
  });
});
