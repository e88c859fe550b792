import { expect, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { MESSAGES } from '../../src/features/forms/rules/schemas/messages.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { readyForm, uniqueEmail, uniqueMobile, waitLikeAShopper } from './journeys-support.ts';
import { origin } from './tenants.ts';

const coastal = loadTenant('coastal-toyota');

async function fillEnquiry(form: import('@playwright/test').Locator) {
  await form.getByLabel('First Name').fill('Alex');
  await form.getByLabel('Email').fill(uniqueEmail('msg'));
  await form.getByLabel('Mobile').fill(uniqueMobile());
  await form.getByLabel('Dealership location').selectOption('1');
  await form.getByLabel('Comments').fill('Hello');
}

test.describe('messages per the error catalogue (issue 11)', () => {
  // Whole journeys through the built site on a shared 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('a refused form (422, here the honeypot autofilled) says what to do, not an empty error list', async ({
    page,
  }) => {
    await page.goto(`${origin('coastal-toyota')}/contact`);
    const form = await readyForm(page, 'General enquiry');
    await fillEnquiry(form);
    // What a browser's autofill does to the hidden field; the functions refuse such a lead with 422.
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'https://example.com');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitLikeAShopper(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    expect((await answer).status()).toBe(422);
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.honeypot);
    await expect(form.getByText(MESSAGES.fixErrors)).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, 'form[data-form="enquiry"]');
  });

  test("a server failure shows 'An error occurred when submitting this form' and keeps the form error locally", async ({
    page,
  }) => {
    // A 500 from the functions, as their error handler answers it.
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: MESSAGES.unknown }),
      }),
    );
    await page.goto(`${origin('coastal-toyota')}/contact`);
    const form = await readyForm(page, 'General enquiry');
    await fillEnquiry(form);
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByRole('alert')).toHaveText('An error occurred when submitting this form');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('ds:form-error') ?? 'null') as { form: string; error: string } | null,
    );
    expect(stored).toMatchObject({ form: 'enquiry', error: 'An error occurred when submitting this form' });
  });

  test("a rate-limit failure other than 429 reads 'Too many verification attempts'", async ({ page }) => {
    await page.route('**/api/rate-limit', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service Unavailable' }),
      }),
    );
    await page.goto(`${origin('coastal-toyota')}${coastal.site.finance.pagePath}`);
    const form = page.locator('#finance-form form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByLabel('Mobile').fill(uniqueMobile());
    await form.getByRole('button', { name: 'Send Code' }).click();
    await expect(form.getByRole('alert')).toHaveText('Too many verification attempts. Please try again later.');
  });

  test('after a code is sent, the shopper sees when they can resend it', async ({ page }) => {
    await page.goto(`${origin('coastal-toyota')}${coastal.site.finance.pagePath}`);
    const form = page.locator('#finance-form form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByLabel('Mobile').fill(uniqueMobile());
    await form.getByRole('button', { name: 'Send Code' }).click();
    const resend = form.getByRole('button', { name: 'Resend Code' });
    await expect(resend).toBeDisabled();
    const countdown = form.getByText(/^You can resend the code in \d+ s\.$/);
    await expect(countdown).toBeVisible();
    const first = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
    expect(first).toBeGreaterThan(50);
    await expect
      .poll(async () => Number((await countdown.textContent())?.match(/\d+/)?.[0]), { timeout: 5000 })
      .toBeLessThan(first);
    await expectNoSeriousA11yIssues(page, '#finance-form');
  });
});
