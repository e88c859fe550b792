import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';
import { normalizeAuPhone } from '../../features/forms/rules/schemas/phone.ts';
import { adfDtdErrors } from '../../../tests/support/server/adf-dtd.ts';
import { count, freshDb, PG_URL, signIn, testApp } from '../../../tests/support/server/harness.ts';
import { onlinePaymentBody } from '../../../tests/support/server/lead-samples.ts';
import { alphaTenant } from '../../../tests/support/server/tenants.ts';
import { findLeadById } from '../leads/lead-store.ts';
import { devPaymentProvider } from '../payments/dev-provider.ts';
import { adfDocument } from '../relay/adf.ts';

type Receipt = {
  payment: {
    reference: string;
    status: string;
    amount: number;
    currency: string;
    reference_type: string;
    reference_number: string;
    created_at: string;
    paid_at?: string;
  };
  checkout_url?: string;
};

function suite(kind: 'sqlite' | 'postgres') {
  const signedInApp = async () => {
    const app = await testApp({ db: await freshDb(kind) });
    const session = await signIn(app);
    const pay = (body: Record<string, unknown>) =>
      app.call('POST', '/api/online-payments', { body, headers: { cookie: session } });
    return { app, pay };
  };

  it('takes a signed-in payment with the development provider, answers its receipt and queues one lead (valid ADF)', async () => {
    const { app, pay } = await signedInApp();
    const res = await pay(onlinePaymentBody());
    expect(res.status).toBe(201);
    const created = (await res.json()) as Receipt;
    expect(created.checkout_url).toBeUndefined();
    expect(created.payment).toMatchObject({
      status: 'paid',
      amount: 249.95,
      currency: 'AUD',
      reference_type: 'invoice',
      reference_number: 'INV-20417',
      paid_at: new Date(app.clock.now()).toISOString(),
    });
    expect(created.payment.reference).toMatch(/^PAY-[0-9A-Z]{5}-[0-9A-Z]{5}$/);

    const read = await app.call('GET', `/api/online-payments/${created.payment.reference}`);
    expect(await read.json()).toEqual({ payment: created.payment });
    expect(JSON.stringify(created)).not.toContain('jane@example.com');

    const row = await app.db.get('SELECT amount_cents, lead_id, payment_reference FROM online_payments');
    expect(Number(row?.['amount_cents'])).toBe(24995);
    const lead = await findLeadById(app.db, String(row?.['lead_id']));
    expect(lead).toMatchObject({ form: 'online-payment', category: 'Online Payment', lead_status: 'Complete' });
    expect(lead?.data.fields).toMatchObject({
      payment_amount: 249.95,
      reference_type: 'invoice',
      reference_number: 'INV-20417',
      online_payment_reference: created.payment.reference,
      payment_provider: 'development',
      payment_reference: row?.['payment_reference'],
    });
    expect(await count(app.db, 'leads')).toBe(1);
    expect(await count(app.db, 'outbox')).toBe(2);
    const xml = adfDocument(lead!, alphaTenant());
    expect(adfDtdErrors(xml)).toBe('');
    for (const text of [
      'Amount paid (AUD): 249.95',
      'Paid against: invoice',
      'Invoice or balance reference: INV-20417',
      `Receipt reference: ${created.payment.reference}`,
      `Payment reference: ${String(row?.['payment_reference'])}`,
      'Category: Online Payment',
    ])
      expect(xml).toContain(text);
  });

  it('answers 502 when the provider cannot start the payment, logs only the id and error class, and queues no lead', async () => {
    const failing = {
      ...devPaymentProvider,
      startPayment: async () => {
        throw new TypeError('card network down for jane@example.com');
      },
    };
    const app = await testApp({ db: await freshDb(kind), overrides: { payments: failing } });
    const res = await app.call('POST', '/api/online-payments', {
      body: onlinePaymentBody(),
      headers: { cookie: await signIn(app) },
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'The payment could not be started. Please try again.' });
    const failed = app.logger.lines.map((l) => JSON.parse(l)).find((l) => l.event === 'online_payment.start_failed');
    expect(failed).toMatchObject({ payment_id: expect.stringMatching(/^op_/), error: 'TypeError' });
    expect(app.logger.lines.join('\n')).not.toContain('jane@example.com');
    expect(await app.db.get('SELECT status FROM online_payments')).toEqual({ status: 'pending' });
    expect(await count(app.db, 'leads')).toBe(0);
  });

  it("carries the account's verified phone, whatever phone the form sends", async () => {
    const { app, pay } = await signedInApp();
    expect((await pay(onlinePaymentBody({ phone: '0499 999 999' }))).status).toBe(201);
    const row = await app.db.get('SELECT phone, lead_id FROM online_payments');
    const lead = await findLeadById(app.db, String(row?.['lead_id']));
    expect([row?.['phone'], lead?.data.contact.phone]).toEqual([
      normalizeAuPhone('0412345678'),
      normalizeAuPhone('0412345678'),
    ]);
  });

  it('refuses a visitor who is not signed in (the page is always gated), storing nothing', async () => {
    const app = await testApp({ db: await freshDb(kind) });
    const res = await app.call('POST', '/api/online-payments', { body: onlinePaymentBody() });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ sign_in: '/sign-in?type=online-payment' });
    expect(await count(app.db, 'online_payments')).toBe(0);
  });

  it('answers bad input with 400 naming the field and stores nothing', async () => {
    const { app, pay } = await signedInApp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ payment_amount: 9.99 }, 'payment_amount', MESSAGES.paymentMin],
      [{ payment_amount: 20_000.01 }, 'payment_amount', MESSAGES.paymentMax],
      [{ payment_amount: 10.005 }, 'payment_amount', MESSAGES.paymentCents],
      [{ payment_amount: '100' }, 'payment_amount', MESSAGES.required],
      [{ reference_type: 'loan' }, 'reference_type', MESSAGES.choice],
      [{ reference_number: '#1' }, 'reference_number', MESSAGES.paymentReference],
      [{ reference_number: '' }, 'reference_number', MESSAGES.required],
      [{ terms_conditions: false }, 'terms_conditions', MESSAGES.terms],
      [{ email: 'nope' }, 'email', MESSAGES.email],
    ];
    for (const [over, field, message] of cases) {
      const res = await pay(onlinePaymentBody(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
    }
    expect((await pay(onlinePaymentBody({ form: 'enquiry' }))).status).toBe(400);
    expect((await pay(onlinePaymentBody({ fill_ms: 10 }))).status).toBe(422);
    expect((await app.call('GET', '/api/online-payments/nonsense')).status).toBe(400);
    expect((await app.call('GET', '/api/online-payments/PAY-00000-00000')).status).toBe(404);
    const asLead = await app.call('POST', '/api/leads', { body: onlinePaymentBody() });
    expect(asLead.status).toBe(400);
    expect(await asLead.json()).toMatchObject({ fields: { form: expect.any(String) } });
    expect(await count(app.db, 'online_payments')).toBe(0);
    expect(await count(app.db, 'leads')).toBe(0);
  });
}

describe('online payments on SQLite', () => suite('sqlite'));
describe.runIf(PG_URL)('online payments on PostgreSQL (TEST_DATABASE_URL)', () => suite('postgres'));
