import { expect, test } from '@playwright/test';
import { E2E_WEBHOOK_SECRET } from '../../playwright.config.ts';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import {
  leadsByEmail,
  readyForm,
  signatureValid,
  startWebhookReceiver,
  uniqueEmail,
  waitLikeAShopper,
} from './journeys-support.ts';
import { origin } from './tenants.ts';

test.describe.configure({ mode: 'serial' });

const harbourside = loadTenant('harbourside');
const secret = E2E_WEBHOOK_SECRET;

test.describe('harbourside: general enquiry on /contact', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  test.beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  test.afterAll(async () => {
    await receiver.close();
  });

  test('bad input shows the spec messages and stores nothing', async ({ page }) => {
    const email = uniqueEmail('bad');
    await page.goto(`${origin('harbourside')}/contact`);
    const form = await readyForm(page, 'General enquiry');
    await expect(form.getByLabel('Category')).toHaveValue('General Enquiry');
    await expect(form.getByRole('checkbox', { name: /Keep me up to date/ })).toBeChecked();
    await expectNoSeriousA11yIssues(page, 'form[data-form="enquiry"]');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const summary = form.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('First Name: This is a required field.');
    await expect(summary).toContainText('Comments: This is a required field.');
    await expect(summary).toContainText('Dealership location: *Please select a dealership location');
    await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yIssues(page, 'form[data-form="enquiry"]');
    expect(leadsByEmail('harbourside', email)).toEqual([]);
  });

  test('good input reaches /success, is stored and delivered to the webhook', async ({ page }) => {
    const email = uniqueEmail('enquiry');
    const location =
      harbourside.locations.find((l) => l.visible && l.location_type === 'sales') ?? harbourside.locations[0]!;
    await page.goto(`${origin('harbourside')}/contact`);
    const form = await readyForm(page, 'General enquiry');
    await form.getByLabel('Category').selectOption('Careers Enquiry');
    await form.getByLabel('First Name').fill('Casey');
    await form.getByLabel('Last Name').fill('Nguyen');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('+61 412 345 678');
    await form.getByLabel('Dealership location').selectOption(String(location.id));
    await form.getByLabel('Comments').fill('Do you have apprentice positions?');
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const [lead] = leadsByEmail('harbourside', email);
    expect(lead).toMatchObject({
      form: 'enquiry',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      lead_status: 'Complete',
    });
    expect(lead?.data.contact.phone).toBe('0412345678');
    expect(lead?.data.location_id).toBe(location.id);
    await expect.poll(() => receiver.deliveries.some((d) => d.json['id'] === lead?.id), { timeout: 30_000 }).toBe(true);
    const delivery = receiver.deliveries.find((d) => d.json['id'] === lead?.id)!;
    expect(signatureValid(delivery, secret)).toBe(true);
  });

  test('the place search narrows the dealerships and clearing it clears the choice @phone', async ({ page }) => {
    await page.goto(`${origin('harbourside')}/contact`);
    const form = await readyForm(page, 'General enquiry');
    const place = form.getByRole('combobox', { name: /postcode or suburb/ });
    await place.fill('4127');
    await form.getByRole('listbox', { name: 'Places' }).getByRole('option').first().click();
    await expect(form.getByText(/dealerships near/)).toBeVisible();
    const count = await form.getByLabel('Dealership location').locator('option').count();
    expect(count - 1).toBeLessThanOrEqual(5);
    await form.getByLabel('Dealership location').selectOption({ index: 1 });
    await place.fill('');
    await expect(form.getByLabel('Dealership location')).toHaveValue('');
    await form.screenshot({ path: test.info().outputPath('enquiry-phone.png') });
  });
});

test('the success page shows the reference of the lead just sent', async ({ page }) => {
  await page.goto(`${origin('harbourside')}/success`);
  await expect(page.getByText(/Your reference:/)).toBeHidden();
  await page.evaluate(() =>
    sessionStorage.setItem('ds:lead-success', JSON.stringify({ lead_id: 'ld_example', at: Date.now() })),
  );
  await page.reload();
  await expect(page.getByText('Your reference: ld_example')).toBeVisible();
});
