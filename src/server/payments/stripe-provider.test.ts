import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLeadById } from '../leads/lead-store.ts';
import { count, signIn, testApp } from '../../../tests/support/server/harness.ts';
import { onlinePaymentBody, reserveBody } from '../../../tests/support/server/lead-samples.ts';
import { stripeApi } from '../../../tests/support/server/stripe-api.ts';
import { PAYMENT_WINDOW_MS } from '../reservations/reservation-rules.ts';
import { stripeFromEnv, stripePaymentProvider } from './stripe-provider.ts';

/** With STRIPE_SECRET_KEY (a test-mode key) the same tests run against Stripe's test mode. */
const LIVE_KEY = process.env.STRIPE_SECRET_KEY;
const WEBHOOK_SECRET = 'whsec_local_test_secret';

type Created = { reservation: { reference: string; status: string; provider: string }; checkout_url?: string };

describe(`Stripe provider (${LIVE_KEY ? "Stripe's test mode" : 'local server speaking the Stripe API'})`, () => {
  let fake: Awaited<ReturnType<typeof stripeApi>> | undefined;
  let stripe: Stripe;
  const provider = () =>
    stripePaymentProvider({
      secretKey: LIVE_KEY ?? 'sk_test_local',
      webhookSecret: WEBHOOK_SECRET,
      ...(fake ? { api: fake.api } : {}),
    });
  beforeAll(async () => {
    if (!LIVE_KEY) fake = await stripeApi();
    stripe = new Stripe(LIVE_KEY ?? 'sk_test_local', fake ? fake.api : {});
  });
  afterAll(async () => fake?.close());

  /** A card payment that succeeded (what a completed Checkout Session leaves behind), to refund. */
  const paidIntent = async () =>
    (
      await stripe.paymentIntents.create({
        amount: 20000,
        currency: 'aud',
        payment_method: 'pm_card_visa',
        confirm: true,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      })
    ).id;

  /** A Stripe event for the session, signed as Stripe signs it (the library's test header). */
  const signed = (type: string, session: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      data: { object: { object: 'checkout.session', ...session } },
    });
    return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
  };

  async function reserved() {
    const app = await testApp({ overrides: { payments: provider() } });
    const res = await app.call('POST', '/api/reservations', { body: reserveBody() });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Created;
    const row = await app.db.get('SELECT id, checkout_id FROM reservations');
    return { app, created, id: String(row?.['id']), checkoutId: String(row?.['checkout_id']) };
  }

  const post = (app: Awaited<ReturnType<typeof testApp>>, event: { payload: string; header: string }) =>
    app.call('POST', '/api/payments/webhook', { body: event.payload, headers: { 'stripe-signature': event.header } });

  it('starts an AUD Checkout Session for the deposit with an idempotency key, and holds the car unpaid meanwhile', async () => {
    const { app, created, id, checkoutId } = await reserved();
    expect(created.reservation).toMatchObject({ status: 'pending_payment', provider: 'stripe' });
    expect(
      created.checkout_url?.startsWith(fake ? `${fake.checkoutOrigin}/c/pay/cs_` : 'https://checkout.stripe.com/'),
    ).toBe(true);
    expect(checkoutId).toMatch(/^cs_/);
    if (fake) {
      const call = fake.calls.find((c) => c.path === '/v1/checkout/sessions' && c.form['client_reference_id'] === id)!;
      expect(call.headers['idempotency-key']).toBe(`deposit-${id}`);
      expect(call.form).toMatchObject({
        mode: 'payment',
        'line_items[0][price_data][currency]': 'aud',
        'line_items[0][price_data][unit_amount]': '20000',
        'metadata[reservation_id]': id,
        'metadata[tenant]': 'alpha',
      });
      expect(call.form['success_url']).toBe(
        `http://alpha.localhost/cars/car-1/checkout?reservation=${created.reservation.reference}`,
      );
      expect(Number(call.form['expires_at'])).toBe(Math.floor(app.clock.now() / 1000) + 31 * 60);
    }
    expect(
      (await app.call('POST', '/api/reservations', { body: reserveBody(), headers: { 'x-test-ip': '203.0.113.7' } }))
        .status,
    ).toBe(409);
    expect(await count(app.db, 'leads')).toBe(0);
  });

  it('shows the car reserved in the live state while the unpaid hold stands, and available once it lapses', async () => {
    const { app } = await reserved();
    const state = async () => (await app.call('GET', '/api/stock-state')).json();
    expect(await state()).toEqual({ 1: { status: 'reserved' } });
    app.clock.advance(PAYMENT_WINDOW_MS - 1);
    expect(await state()).toEqual({ 1: { status: 'reserved' } });
    app.clock.advance(1);
    expect(await state()).toEqual({});
  });

  it('frees the car in the live state when the shopper back without paying releases the unpaid hold', async () => {
    const { app, created } = await reserved();
    // The provider's return address carries the reference: that is enough to release a hold nobody has paid for.
    const cancel = await app.call('POST', `/api/reservations/${created.reservation.reference}/cancel`, { body: {} });
    expect(await cancel.json()).toMatchObject({ reservation: { status: 'cancelled' } });
    expect(await (await app.call('GET', '/api/stock-state')).json()).toEqual({});
  });

  it('confirms only on a signed webhook: then the car shows reserved and the dealer lead carries the payment intent', async () => {
    const { app, id, checkoutId } = await reserved();
    const intent = await paidIntent();
    const session = {
      id: checkoutId,
      payment_status: 'paid',
      payment_intent: intent,
      metadata: { reservation_id: id, tenant: 'alpha' },
    };
    const forged = signed('checkout.session.completed', session);
    const refused = await post(app, {
      payload: forged.payload,
      header: forged.header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { 'Stripe-Signature': 'The signature does not verify.' } });
    expect((await post(app, { payload: forged.payload, header: '' })).status).toBe(400);
    expect(await count(app.db, 'leads')).toBe(0);

    const event = signed('checkout.session.completed', session);
    expect((await post(app, event)).status).toBe(200);
    expect((await post(app, event)).status).toBe(200); // Stripe redelivers: still one lead
    const row = await app.db.get('SELECT status, payment_reference, lead_id FROM reservations');
    expect(row).toMatchObject({ status: 'active', payment_reference: intent });
    expect(await count(app.db, 'leads')).toBe(1);
    expect((await findLeadById(app.db, String(row?.['lead_id'])))?.data.fields).toMatchObject({
      payment_provider: 'stripe',
      payment_reference: intent,
    });
    expect(await (await app.call('GET', '/api/stock-state')).json()).toEqual({ 1: { status: 'reserved' } });
  });

  it('refunds the payment intent on cancellation, with an idempotency key', async () => {
    const { app, created, id, checkoutId } = await reserved();
    const intent = await paidIntent();
    await post(
      app,
      signed('checkout.session.completed', {
        id: checkoutId,
        payment_status: 'paid',
        payment_intent: intent,
        metadata: { reservation_id: id, tenant: 'alpha' },
      }),
    );
    const res = await app.call('POST', `/api/reservations/${created.reservation.reference}/cancel`, {
      body: { email: 'jane@example.com' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ reservation: { status: 'cancelled', refund_status: 'refunded' } });
    expect(String((await app.db.get('SELECT refund_reference FROM reservations'))?.['refund_reference'])).toMatch(
      /^re_/,
    );
    if (fake) {
      const refund = fake.calls.find((c) => c.path === '/v1/refunds' && c.form['payment_intent'] === intent)!;
      expect(refund.headers['idempotency-key']).toBe(`refund-${id}`);
    }
  });

  it('releases the car when the checkout expires unpaid; a payment after another reservation took the car is refunded', async () => {
    const { app, id, checkoutId } = await reserved();
    expect(
      (
        await post(
          app,
          signed('checkout.session.expired', {
            id: checkoutId,
            payment_status: 'unpaid',
            payment_intent: null,
            metadata: { reservation_id: id, tenant: 'alpha' },
          }),
        )
      ).status,
    ).toBe(200);
    expect(await app.db.get('SELECT status FROM reservations WHERE id = ?', [id])).toMatchObject({
      status: 'abandoned',
    });
    expect(await (await app.call('GET', '/api/stock-state')).json()).toEqual({});
    expect(
      (await app.call('POST', '/api/reservations', { body: reserveBody(), headers: { 'x-test-ip': '203.0.113.8' } }))
        .status,
    ).toBe(201);
    const intent = await paidIntent();
    await post(
      app,
      signed('checkout.session.completed', {
        id: checkoutId,
        payment_status: 'paid',
        payment_intent: intent,
        metadata: { reservation_id: id, tenant: 'alpha' },
      }),
    );
    expect(await app.db.get('SELECT status, refund_status FROM reservations WHERE id = ?', [id])).toMatchObject({
      status: 'cancelled',
      refund_status: 'refunded',
    });
    expect(await count(app.db, 'leads')).toBe(0);
  });

  it('takes an online payment through an AUD Checkout Session (idempotency key); only the signed webhook confirms it and queues its lead', async () => {
    const app = await testApp({ overrides: { payments: provider() } });
    const session = await signIn(app);
    const res = await app.call('POST', '/api/online-payments', {
      body: onlinePaymentBody(),
      headers: { cookie: session },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { payment: { reference: string; status: string }; checkout_url: string };
    expect(created.payment.status).toBe('pending');
    expect(
      created.checkout_url.startsWith(fake ? `${fake.checkoutOrigin}/c/pay/cs_` : 'https://checkout.stripe.com/'),
    ).toBe(true);
    const row = await app.db.get('SELECT id, checkout_id FROM online_payments');
    const id = String(row?.['id']);
    const checkoutId = String(row?.['checkout_id']);
    if (fake) {
      const call = fake.calls.find((c) => c.path === '/v1/checkout/sessions' && c.form['client_reference_id'] === id)!;
      expect(call.headers['idempotency-key']).toBe(`payment-${id}`);
      expect(call.form).toMatchObject({
        mode: 'payment',
        'line_items[0][price_data][currency]': 'aud',
        'line_items[0][price_data][unit_amount]': '24995',
        'metadata[payment_id]': id,
        'metadata[tenant]': 'alpha',
      });
      expect(call.form['success_url']).toBe(
        `http://alpha.localhost/online-payment/receipt?reference=${created.payment.reference}`,
      );
    }
    expect(await count(app.db, 'leads')).toBe(0);
    const intent = await paidIntent();
    const event = signed('checkout.session.completed', {
      id: checkoutId,
      payment_status: 'paid',
      payment_intent: intent,
      metadata: { payment_id: id, tenant: 'alpha' },
    });
    expect((await post(app, { payload: event.payload, header: '' })).status).toBe(400);
    expect((await post(app, event)).status).toBe(200);
    expect((await post(app, event)).status).toBe(200);
    expect(await count(app.db, 'leads')).toBe(1);
    const receipt = await app.call('GET', `/api/online-payments/${created.payment.reference}`);
    expect(await receipt.json()).toMatchObject({ payment: { status: 'paid', amount: 249.95 } });
    expect(await app.db.get('SELECT payment_reference FROM online_payments')).toMatchObject({
      payment_reference: intent,
    });
  });

  it('marks an online payment expired when its checkout ends unpaid, and sends no lead', async () => {
    const app = await testApp({ overrides: { payments: provider() } });
    const session = await signIn(app);
    await app.call('POST', '/api/online-payments', {
      body: onlinePaymentBody({ reference_type: 'balance', reference_number: 'BAL 7731' }),
      headers: { cookie: session },
    });
    const row = await app.db.get('SELECT id, checkout_id, reference FROM online_payments');
    const event = signed('checkout.session.expired', {
      id: String(row?.['checkout_id']),
      payment_status: 'unpaid',
      payment_intent: null,
      metadata: { payment_id: String(row?.['id']), tenant: 'alpha' },
    });
    expect((await post(app, event)).status).toBe(200);
    const receipt = await app.call('GET', `/api/online-payments/${String(row?.['reference'])}`);
    expect(await receipt.json()).toMatchObject({ payment: { status: 'expired', reference_type: 'balance' } });
    expect(await count(app.db, 'leads')).toBe(0);
  });
});

describe('GET /api/payments/provider', () => {
  it('names the provider, and whether it is the demo one (no card charged)', async () => {
    expect(await (await (await testApp()).call('GET', '/api/payments/provider')).json()).toEqual({
      provider: 'development',
      demo: true,
    });
    const stripe = await testApp({
      overrides: { payments: stripePaymentProvider({ secretKey: 'sk_test_x', webhookSecret: WEBHOOK_SECRET }) },
    });
    expect(await (await stripe.call('GET', '/api/payments/provider')).json()).toEqual({
      provider: 'stripe',
      demo: false,
    });
  });
});

describe('Stripe from the environment', () => {
  it('is off without STRIPE_SECRET_KEY, and refuses to start with a key but no STRIPE_WEBHOOK_SECRET', () => {
    expect(stripeFromEnv({})).toBeUndefined();
    expect(() => stripeFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(stripeFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })?.name).toBe('stripe');
  });
});
