import { describe, expect, it } from 'vitest';
import { MESSAGES, yearRange } from '../../features/forms/rules/schemas/messages.ts';
import { findLeadById } from '../leads/lead-store.ts';
import { devPaymentProvider } from '../payments/dev-provider.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { adfDocument } from '../relay/adf.ts';
import { HOLD_MS } from '../reservations/reservation-rules.ts';
import { adfDtdErrors } from '../../../tests/support/server/adf-dtd.ts';
import { count, signIn, testApp } from '../../../tests/support/server/harness.ts';
import { purchaseRequestBody, reserveBody } from '../../../tests/support/server/lead-samples.ts';
import { alphaTenant } from '../../../tests/support/server/tenants.ts';
import { PURCHASE_TEXT } from './routes.ts';

type Harness = Awaited<ReturnType<typeof testApp>>;
type Answer = { purchase: { lead_id: string; reservation_reference: string } };
type Refusal = { error: string; fields?: Record<string, string> };

/** A shopper signed in with the phone they reserve with, and their paid reservation of alpha's car 1 ($28,990). */
async function reserved(app: Harness) {
  const cookie = await signIn(app);
  const res = await app.call('POST', '/api/reservations', { body: reserveBody() });
  expect(res.status).toBe(201);
  const { reservation } = (await res.json()) as { reservation: { reference: string; status: string } };
  return { cookie, reference: reservation.reference, status: reservation.status };
}

const purchase = (app: Harness, reference: string, body: unknown, cookie?: string) =>
  app.call('POST', `/api/reservations/${reference}/purchase`, {
    body,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('POST /api/reservations/:reference/purchase', () => {
  it('stores one purchase lead: car, reservation and deposit, finance figures, trade-in and delivery, queued for delivery', async () => {
    const app = await testApp();
    const { cookie, reference } = await reserved(app);
    const leadsBefore = await count(app.db, 'leads');
    const res = await purchase(app, reference, purchaseRequestBody(), cookie);
    expect(res.status).toBe(201);
    const { purchase: sent } = (await res.json()) as Answer;
    expect(sent.reservation_reference).toBe(reference);
    expect(await count(app.db, 'leads')).toBe(leadsBefore + 1);
    expect(await count(app.db, 'outbox')).toBe(4); // the reserve lead's two channels, then this one's
    const lead = await findLeadById(app.db, sent.lead_id);
    expect(lead).toMatchObject({ form: 'purchase', category: 'Purchase Request', lead_status: 'Complete' });
    expect(lead?.car).toMatchObject({ id: 1, stocknum: 'A100', vin: 'JTDBR32E720000001', price: 28_990 });
    expect(lead?.data.contact).toMatchObject({ name: 'Jane', email: 'jane@example.com' });
    expect(lead?.data.fields).toMatchObject({
      reservation_reference: reference,
      deposit: 200,
      payment_provider: 'development',
      payment_method: 'finance',
      finance_deposit: 3990,
      finance_term: 5,
      // alpha's finance defaults: 10% p.a., no fee, weekly; $25,000 financed over 5 years.
      finance_amount: 25_000,
      finance_rate: 10,
      finance_frequency: 'week',
      has_trade_in: 'Yes',
      rego: 'TRD001',
      vehicle_make: 'Honda',
      vehicle_model: 'Civic',
      vehicle_year: 2015,
      kms: 98_000,
      delivery_method: 'delivery',
      delivery_postcode: '4000',
      delivery_region: 'Brisbane Metro',
      delivery_price: 150,
    });
    expect(String(lead?.data.fields['payment_reference'])).toMatch(/^dev_/);
    expect(app.notified.length).toBe(2);

    const xml = adfDocument(lead!, alphaTenant());
    expect(adfDtdErrors(xml)).toBe('');
    const flat = xml.replace(/>\s+</g, '><');
    expect(flat).toContain('<stock>A100</stock>');
    expect(flat).toContain(
      `<finance><method>finance</method><amount type="downpayment" limit="exact" currency="AUD">3990</amount><amount type="monthly" limit="exact" currency="AUD">${String(lead?.data.fields['finance_monthly'])}</amount><balance type="finance" currency="AUD">25000</balance></finance>`,
    );
    expect(flat).toMatch(
      /<vehicle interest="trade-in" status="used"><year>2015<\/year><make>Honda<\/make><model>Civic<\/model><odometer units="km">98000<\/odometer><comments>Rego: TRD001<\/comments><\/vehicle>/,
    );
    expect(xml).toContain(`Reservation reference: ${reference}`);
    expect(xml).toContain('Delivery region: Brisbane Metro');
    expect(xml).toContain('Loan term: 5 years');
  });

  it('cash, no trade-in and pick up: ADF finance is cash at the price, and there is no trade-in vehicle', async () => {
    const app = await testApp();
    const { cookie, reference } = await reserved(app);
    const body = { payment_method: 'cash', has_trade_in: 'No', delivery_method: 'pickup' };
    const res = await purchase(app, reference, body, cookie);
    expect(res.status).toBe(201);
    const lead = await findLeadById(app.db, ((await res.json()) as Answer).purchase.lead_id);
    const xml = adfDocument(lead!, alphaTenant());
    expect(adfDtdErrors(xml)).toBe('');
    expect(xml.replace(/>\s+</g, '><')).toContain(
      '<finance><method>cash</method><amount type="total" limit="exact" currency="AUD">28990</amount></finance>',
    );
    expect(xml).not.toContain('interest="trade-in"');
  });

  it('is idempotent: a second send for the reservation answers the first lead and stores nothing', async () => {
    const app = await testApp();
    const { cookie, reference } = await reserved(app);
    const first = (await (await purchase(app, reference, purchaseRequestBody(), cookie)).json()) as Answer;
    const [leads, outbox] = [await count(app.db, 'leads'), await count(app.db, 'outbox')];
    const again = await purchase(app, reference, purchaseRequestBody({ payment_method: 'cash' }), cookie);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Answer).purchase.lead_id).toBe(first.purchase.lead_id);
    expect([await count(app.db, 'leads'), await count(app.db, 'outbox')]).toEqual([leads, outbox]);
  });

  it('bad payloads are 400s naming the field, and nothing is stored', async () => {
    const app = await testApp();
    const { cookie, reference } = await reserved(app);
    const leads = await count(app.db, 'leads');
    const cases: [Record<string, unknown>, string, string][] = [
      [purchaseRequestBody({ payment_method: undefined }), 'payment_method', MESSAGES.required],
      [purchaseRequestBody({ payment_method: 'lease' }), 'payment_method', MESSAGES.choice],
      [purchaseRequestBody({ finance_deposit: 'lots' }), 'finance_deposit', MESSAGES.number],
      [purchaseRequestBody({ finance_deposit: undefined }), 'finance_deposit', MESSAGES.required],
      [purchaseRequestBody({ finance_deposit: 28_990 }), 'finance_deposit', MESSAGES.purchaseDeposit],
      [purchaseRequestBody({ finance_term: 8 }), 'finance_term', MESSAGES.purchaseTerm],
      [purchaseRequestBody({ kms: undefined }), 'kms', MESSAGES.required],
      [purchaseRequestBody({ vehicle_year: 1800 }), 'vehicle_year', yearRange(new Date().getUTCFullYear() + 1)],
      [purchaseRequestBody({ delivery_postcode: '40' }), 'delivery_postcode', MESSAGES.postcode],
      [purchaseRequestBody({ delivery_postcode: undefined }), 'delivery_postcode', MESSAGES.required],
      [purchaseRequestBody({ delivery_postcode: '6000' }), 'delivery_postcode', MESSAGES.noDeliveryEstimate],
    ];
    for (const [body, field, message] of cases) {
      const res = await purchase(app, reference, body, cookie);
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as Refusal).fields?.[field], field).toBe(message);
    }
    const notJson = await purchase(app, reference, '[1]', cookie);
    expect(((await notJson.json()) as Refusal).fields).toHaveProperty('body');
    const badReference = await purchase(app, 'RSV-1', purchaseRequestBody(), cookie);
    expect(((await badReference.json()) as Refusal).fields).toHaveProperty('reference');
    expect(await count(app.db, 'leads')).toBe(leads);
  });

  it("only the signed-in shopper who reserved: 401 signed out, 404 for another shopper's reference", async () => {
    const app = await testApp();
    const { reference } = await reserved(app);
    const leads = await count(app.db, 'leads');
    const signedOut = await purchase(app, reference, purchaseRequestBody());
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ error: PURCHASE_TEXT.signIn, sign_in: '/sign-in?type=checkout' });
    const stranger = await signIn(app, '0498765432');
    const theirs = await purchase(app, reference, purchaseRequestBody(), stranger);
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as Refusal).fields).toEqual({ reference: PURCHASE_TEXT.notFound });
    expect(await count(app.db, 'leads')).toBe(leads);
  });

  it('refuses a reservation whose deposit is not paid yet, and one that has ended (409 naming reference)', async () => {
    // A provider that takes the deposit on its own page: the reservation waits for its webhook.
    const onItsPage: PaymentProvider = {
      ...devPaymentProvider,
      name: 'stripe',
      startDeposit: async () => ({
        kind: 'redirect',
        checkoutId: 'cs_test_1',
        checkoutUrl: 'https://pay.example/cs_test_1',
      }),
    };
    const unpaidApp = await testApp({ overrides: { payments: onItsPage } });
    const unpaid = await reserved(unpaidApp);
    expect(unpaid.status).toBe('pending_payment');
    const early = await purchase(unpaidApp, unpaid.reference, purchaseRequestBody(), unpaid.cookie);
    expect(early.status).toBe(409);
    expect(((await early.json()) as Refusal).fields).toEqual({ reference: PURCHASE_TEXT.unpaid });
    expect(await count(unpaidApp.db, 'leads')).toBe(0);

    const app = await testApp();
    const { cookie, reference } = await reserved(app);
    app.clock.advance(HOLD_MS);
    const leads = await count(app.db, 'leads');
    const late = await purchase(app, reference, purchaseRequestBody(), cookie);
    expect(late.status).toBe(409);
    expect(((await late.json()) as Refusal).fields).toEqual({ reference: PURCHASE_TEXT.ended });
    expect(await count(app.db, 'leads')).toBe(leads);
  });
});
