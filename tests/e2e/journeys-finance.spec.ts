import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import {
  lastSmsCode,
  leadsByEmail,
  readyForm,
  uniqueEmail,
  uniqueMobile,
  waitLikeAShopper,
} from './journeys-support.ts';
import { hydrated, origin } from './tenants.ts';

const harbourside = loadTenant('harbourside');
const outback = loadTenant('outback-rv');

/** Fills the applicant's details of a finance form and asks for a code ('Code sent!' shows). */
async function detailsAndCode(
  form: Locator,
  applicant: { first: string; last: string; email: string; phone: string },
): Promise<void> {
  await form.getByLabel('First Name').fill(applicant.first);
  await form.getByLabel('Last Name').fill(applicant.last);
  await form.getByLabel('Email').fill(applicant.email);
  await form.getByLabel('Dealership location').selectOption({ index: 1 });
  await form.getByLabel('Mobile').fill(applicant.phone);
  await form.getByRole('button', { name: 'Send Code' }).click();
  await expect(form.getByText('Code sent!')).toBeVisible();
}
const path = harbourside.site.finance.pagePath;

test.describe('harbourside: finance pre-approval', () => {
  test('phone verification: code sent, too many attempts, wrong code, then success redirect', async ({ page }) => {
    const email = uniqueEmail('finance');
    const phone = uniqueMobile();
    await page.goto(`${origin('harbourside')}${path}`);
    const form = await readyForm(page, 'Finance pre-approval');
    await expect(form.getByLabel('Purchase price ($)')).toHaveValue('30,000');
    await expect(form.getByLabel('Loan term')).toHaveValue('5');
    await expect(form.getByText(/\/wk/)).toBeVisible();
    await expectNoSeriousA11yIssues(page, '#finance-form');

    await form.getByRole('button', { name: 'Get Pre-Approved' }).click();
    const summary = form.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
    await expect(summary).toContainText('Verification code: This is a required field.');
    await expect(summary).toContainText('First Name: This is a required field.');
    await expectNoSeriousA11yIssues(page, '#finance-form');

    await detailsAndCode(form, { first: 'Robin', last: 'Lee', email, phone });
    await expect(form.getByLabel('Mobile')).toBeDisabled();
    // Within the resend cooldown the button waits, saying when (forms-messages.spec.ts follows the countdown).
    await expect(form.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await expect(form.getByText(/^You can resend the code in \d+ s\.$/)).toBeVisible();

    const code = await lastSmsCode('harbourside', phone);
    await form.getByLabel('Verification code').fill('123');
    await form.getByRole('button', { name: 'Get Pre-Approved' }).click();
    await expect(summary).toContainText('Code must be 6 digits.');
    await form.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Get Pre-Approved' }).click();
    await expect(form.getByText('The verification code is invalid. Please try again.').first()).toBeVisible();
    expect(leadsByEmail('harbourside', email)).toEqual([]);

    await form.getByLabel('Verification code').fill(code);
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Get Pre-Approved' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const [lead] = leadsByEmail('harbourside', email);
    expect(lead).toMatchObject({ form: 'finance', category: 'Finance Enquiry', lead_status: 'Complete' });
    expect(lead?.data.fields).toMatchObject({ amount: 30000, term: 5, selfAssessedCreditScore: 'GREAT' });
  });

  /** The finance form filled in and its code entered, ready to send; `path`'s POSTs counted, its first one dropped. */
  async function readyToSendWithDrop(page: Page, tag: string, dropped: string) {
    const email = uniqueEmail(tag);
    const phone = uniqueMobile();
    await page.goto(`${origin('harbourside')}${path}`);
    const form = await readyForm(page, 'Finance pre-approval');
    await detailsAndCode(form, { first: 'Kim', last: 'Tran', email, phone });
    await form.getByLabel('Verification code').fill(await lastSmsCode('harbourside', phone));
    await waitLikeAShopper(page);
    const posts = { '/api/leads': 0, '/api/youx/create-customer': 0 } as Record<string, number>;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname in posts) posts[pathname] = (posts[pathname] ?? 0) + 1;
    });
    let done = false;
    await page.route(`**${dropped}`, (route) => {
      if (done) return route.continue();
      done = true;
      return route.abort('connectionreset');
    });
    return { form, email, posts };
  }

  test('a lead that fails after the code was accepted is sent again with the same code', async ({ page }) => {
    // The connection drops on the first lead: the code was checked (and used up) before it.
    const { form, email, posts } = await readyToSendWithDrop(page, 'finance-retry', '/api/leads');
    await form.getByRole('button', { name: 'Get Pre-Approved' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Lead submission failed' })).toBeVisible();
    expect(leadsByEmail('harbourside', email)).toEqual([]);
    // The shopper presses again: the phone stays verified, so no new code is needed.
    await form.getByRole('button', { name: 'Get Pre-Approved' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expect(leadsByEmail('harbourside', email)).toHaveLength(1);
    // The broker's customer, created on the first press, is not created again.
    expect(posts['/api/youx/create-customer']).toBe(1);
  });

  test('a broker that fails after the lead was stored is asked again, and the dealer gets one lead', async ({
    page,
  }) => {
    const { form, email, posts } = await readyToSendWithDrop(page, 'finance-broker', '/api/youx/create-customer');
    await form.getByRole('button', { name: 'Get Pre-Approved' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Failed to create customer with YouX' })).toBeVisible();
    expect(leadsByEmail('harbourside', email)).toHaveLength(1);
    await form.getByRole('button', { name: 'Get Pre-Approved' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expect(leadsByEmail('harbourside', email)).toHaveLength(1);
    expect(posts['/api/leads']).toBe(1);
  });

  test('the query parameters preset the quick quote, and the price is clamped @phone', async ({ page }) => {
    await page.goto(
      `${origin('harbourside')}${path}?vehiclePriceBudget=450000&loanTerm=3&credit_score=poor#finance-form`,
    );
    const form = await readyForm(page, 'Finance pre-approval');
    await expect(form.getByLabel('Loan term')).toHaveValue('3');
    await expect(form.getByLabel('Credit score')).toHaveValue('POOR');
    await form.getByLabel('Purchase price ($)').focus();
    await form.getByLabel('Loan term').focus();
    await expect(form.getByLabel('Purchase price ($)')).toHaveValue('200,000');
    await expect(page.getByRole('heading', { name: 'Get Finance Now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View all used cars' })).toHaveAttribute('href', '/search/used-cars');
    await form.screenshot({ path: test.info().outputPath('finance-phone.png') });
  });
});

test.describe('outback-rv: finance pre-approval popup', () => {
  test('two steps: the quick estimate, then details with phone verification, then success', async ({ page }) => {
    const email = uniqueEmail('popup');
    const phone = uniqueMobile();
    await page.goto(`${origin('outback-rv')}${outback.site.finance.pagePath}`);
    // The popup's trigger comes before the page's own form (whose submit button has the same text).
    const trigger = page.getByRole('button', { name: 'Get Pre-Approved' }).first();
    await hydrated(trigger);
    await trigger.click();
    const dialog = page.getByRole('dialog', {
      name: 'Instant Finance pre-approval with no impact on your credit score.',
    });
    await expect(dialog).toBeVisible();
    const form = dialog.getByRole('form', { name: 'Finance pre-approval' });
    await expect(form).toHaveAttribute('data-ready', 'true');
    const steps = form.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps).toHaveText(['Quick Estimate', 'Your Details', 'Instant pre-approval', 'Apply to lender']);
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
    await expect(form.getByLabel('First Name')).toHaveCount(0);
    await expect(form.getByText(/\/wk/)).toBeVisible();

    await form.getByRole('button', { name: 'Next' }).click();
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(form.getByLabel('Purchase price ($)')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, 'dialog[open]');
    await detailsAndCode(form, { first: 'Sam', last: 'Nguyen', email, phone });
    await form.getByLabel('Verification code').fill(await lastSmsCode('outback-rv', phone));
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Get Pre-Approved' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const [lead] = leadsByEmail('outback-rv', email);
    expect(lead).toMatchObject({ form: 'finance', category: 'Finance Enquiry', lead_status: 'Complete' });
  });
});
