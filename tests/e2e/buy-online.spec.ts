import { expect, test } from '@playwright/test';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { purchaseFinanceEstimate, purchaseFinanceTerms } from '../../src/features/finance/rules/purchase-estimate.ts';
import { financeLine } from '../../src/features/forms/rules/purchase-summary.ts';
import { canReserve } from '../../src/features/forms/rules/reservation.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import {
  carsLite,
  getJson,
  leadsByEmail,
  readyForm,
  signInThroughGate,
  uniqueEmail,
  waitLikeAShopper,
} from './journeys-support.ts';

const TENANT = 'coastal-toyota';

test.describe('coastal-toyota: buy online (features.buyOnline, gates.checkout)', () => {
  test('sign in, reserve and pay the demo deposit, then finance, trade-in and delivery reach the dealer as one purchase lead @phone', async ({
    page,
  }, info) => {
    test.slow(); // sign-in, the deposit, four steps with axe on each, and a reload
    const coastal = loadTenant(TENANT);
    // Holds last 48 hours and earlier runs share the data folder: a car nobody holds, one per project.
    const held = await getJson<Record<string, { status?: string }>>(TENANT, '/api/stock-state');
    const free = (await carsLite(TENANT)).filter(
      (c) => canReserve(c, true) && held[String(c.id)]?.status !== 'reserved' && c.price > 20_000,
    );
    const car = free[info.project.name === 'phone' ? 1 : 0]!;
    const email = uniqueEmail('buy-online');
    const phone = await signInThroughGate(page, TENANT, `/cars/${car.slug}/buy-online`, 'checkout');
    const reserve = await readyForm(page, 'Reserve this car');
    await reserve.getByLabel('First Name').fill('Robin');
    await reserve.getByLabel('Email').fill(email);
    await reserve.getByLabel('Mobile').fill(phone);
    await waitLikeAShopper(page);
    await reserve.getByRole('button', { name: 'Pay $200 Deposit and Reserve' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Your reference' });
    await expect(status.getByText('Reserved', { exact: true })).toBeVisible();
    const reference = /RSV-[0-9A-Z]{5}-[0-9A-Z]{5}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');

    // Step 1: finance, with the finance calculator's figure for this price, deposit and term.
    const finance = await readyForm(page, 'Purchase request: Finance');
    await expect(finance.getByRole('heading', { name: 'Step 1 of 4: Finance' })).toBeVisible();
    await finance.getByRole('radio', { name: 'Finance' }).check();
    await finance.getByLabel('Deposit (AUD)').fill('5000');
    await finance.getByLabel('Loan term').selectOption('5');
    const terms = purchaseFinanceTerms(coastal.site.finance);
    const estimate = purchaseFinanceEstimate(car.price, { deposit: 5000, termYears: 5 }, terms);
    await expect(finance).toContainText(`Estimated repayment: ${financeLine(estimate, 5)}`);
    await expectNoSeriousA11yIssues(page, '.purchase');
    await finance.getByRole('button', { name: 'Continue' }).click();

    // Step 2: the trade-in; a required field left empty is named.
    const tradeIn = page.getByRole('form', { name: 'Purchase request: Trade-in' });
    await tradeIn.getByRole('radio', { name: 'Yes' }).check();
    await tradeIn.getByLabel('Rego').fill('TRD123');
    await tradeIn.getByLabel('Make').fill('Mazda');
    await tradeIn.getByLabel('Model').fill('CX-5');
    await tradeIn.getByLabel('Year').fill('2016');
    await tradeIn.getByRole('button', { name: 'Continue' }).click();
    await expect(tradeIn.getByRole('alert')).toContainText('Odometer (km): This is a required field.');
    await expectNoSeriousA11yIssues(page, '.purchase');
    await tradeIn.getByLabel('Odometer (km)').fill('120000');
    await tradeIn.getByRole('button', { name: 'Continue' }).click();

    // A reload keeps the reservation (in the address) and every step's input (session storage).
    const delivery = page.getByRole('form', { name: 'Purchase request: Delivery' });
    await expect(delivery).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`reservation=${reference}`));
    await page.reload();
    await expect(delivery).toHaveAttribute('data-ready', 'true');
    await delivery.getByRole('button', { name: 'Back' }).click();
    await expect(tradeIn.getByLabel('Odometer (km)')).toHaveValue('120000');
    await tradeIn.getByRole('button', { name: 'Continue' }).click();

    // Step 3: delivery to a postcode, priced by the delivery calculator's regions.
    await delivery.getByRole('radio', { name: 'Deliver it to me' }).check();
    await delivery.getByLabel('Your postcode').fill('4000');
    await delivery.getByRole('button', { name: 'Get Estimate' }).click();
    await expect(delivery).toContainText('Delivery to 4000 (Brisbane and Moreton Bay): $350');
    await expectNoSeriousA11yIssues(page, '.purchase');
    await delivery.getByRole('button', { name: 'Continue' }).click();

    // Step 4: the review, then one request.
    const review = page.getByRole('form', { name: 'Purchase request: Review' });
    await expect(review).toContainText('Finance deposit$5,000');
    await expect(review).toContainText('2016 Mazda CX-5, 120,000 km, rego TRD123');
    await expect(review).toContainText(`$200 (reservation ${reference})`);
    await expectNoSeriousA11yIssues(page, '.purchase');
    await review.getByRole('button', { name: 'Send purchase request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Purchase request sent' })).toBeVisible();
    await expectNoSeriousA11yIssues(page, '.purchase');

    // The dealer's leads: the reservation's, and one purchase request with everything in it.
    const leads = leadsByEmail(TENANT, email);
    expect(leads.map((l) => l.form)).toEqual(['reserve', 'purchase']);
    const lead = leads[1]!;
    expect(lead).toMatchObject({ category: 'Purchase Request', car_id: car.id, lead_status: 'Complete' });
    expect(lead.data.fields).toMatchObject({
      reservation_reference: reference,
      deposit: 200,
      payment_provider: 'development',
      payment_method: 'finance',
      finance_deposit: 5000,
      finance_term: 5,
      finance_amount: estimate.amountFinanced,
      finance_repayment: estimate.repayment,
      finance_monthly: estimate.monthly,
      has_trade_in: 'Yes',
      rego: 'TRD123',
      vehicle_make: 'Mazda',
      vehicle_model: 'CX-5',
      vehicle_year: 2016,
      kms: 120000,
      delivery_method: 'delivery',
      delivery_postcode: '4000',
      delivery_region: 'Brisbane and Moreton Bay',
      delivery_price: 350,
    });

    // Sending again stores nothing.
    const again = await page.evaluate(async (reference) => {
      const response = await fetch(`/api/reservations/${reference}/purchase`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ payment_method: 'cash', has_trade_in: 'No', delivery_method: 'pickup' }),
      });
      return response.status;
    }, reference);
    expect(again).toBe(200);
    expect(leadsByEmail(TENANT, email)).toHaveLength(2);

    // Cancelled (signed in), the deposit comes back and later runs find the car free.
    const cancelled = await page.evaluate(async (reference) => {
      const response = await fetch(`/api/reservations/${reference}/cancel`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      return response.status;
    }, reference);
    expect(cancelled).toBe(200);
  });
});
