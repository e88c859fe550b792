import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/features/forms/rules/schemas/messages.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { leadsByEmail, readyForm, signInThroughGate, uniqueEmail, waitLikeAShopper } from './journeys-support.ts';

const TENANT = 'outback-rv';

test.describe('outback-rv: online payment with the development provider', () => {
  test('a signed-in shopper pays a service invoice, reads the receipt, and the dealer gets one lead @phone', async ({
    page,
  }) => {
    test.slow(); // sign-in, two pages and two axe runs
    await signInThroughGate(page, TENANT, '/online-payment', 'online-payment');
    await expect(page.getByText('Demo payment: no card is charged.')).toBeVisible();
    const form = await readyForm(page, 'Online payment');
    await expectNoSeriousA11yIssues(page);

    const email = uniqueEmail('pay');
    await form.getByLabel('Amount (AUD)').fill('5');
    await form.getByLabel('Invoice or balance reference').fill('#1');
    await form.getByLabel('First Name').fill('Pat');
    await form.getByLabel('Last Name').fill('Payer');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('0412 345 678');
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Pay Now' }).click();
    const errors = form.getByRole('alert');
    await expect(errors).toContainText(MESSAGES.fixErrors);
    await expect(errors).toContainText(MESSAGES.paymentMin);
    await expect(errors).toContainText(MESSAGES.paymentReference);
    await expect(errors).toContainText(MESSAGES.terms);
    await expect(errors).toContainText(MESSAGES.dealership);
    expect(leadsByEmail(TENANT, email)).toEqual([]);

    await form.getByLabel('Amount (AUD)').fill('249.95');
    await form.getByLabel('Invoice or balance reference').fill('INV-20417');
    // outback-rv's dropdown offers one location per dealership (locations.dropdownFixedIds): the Townsville dealership.
    await form.getByLabel('Dealership location').selectOption({ label: 'Outback RV Townsville (Garbutt)' });
    await form.getByLabel('I agree to the terms of use and to paying this amount').check();
    await form.getByRole('button', { name: 'Pay Now' }).click();

    await expect(page).toHaveURL(/\/online-payment\/receipt\?reference=PAY-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const receipt = page.getByRole('status').filter({ hasText: 'Receipt reference' });
    await expect(receipt).toContainText('Paid. Thank you');
    await expect(receipt).toContainText('$249.95');
    await expect(receipt).toContainText('INV-20417');
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    await expect(receipt).toContainText(reference);
    await expectNoSeriousA11yIssues(page);

    const leads = leadsByEmail(TENANT, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: 'online-payment', category: 'Online Payment', lead_status: 'Complete' });
    expect(leads[0]?.data.fields).toMatchObject({
      payment_amount: 249.95,
      reference_type: 'invoice',
      reference_number: 'INV-20417',
      online_payment_reference: reference,
      payment_provider: 'development',
    });
  });
});
