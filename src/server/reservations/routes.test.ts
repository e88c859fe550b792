import { describe, expect, it } from 'vitest';
import { findLeadById } from '../leads/lead-store.ts';
import { adfDocument } from '../relay/adf.ts';
import { adfDtdErrors } from '../../../tests/support/server/adf-dtd.ts';
import { count, signIn, testApp } from '../../../tests/support/server/harness.ts';
import { reserveBody } from '../../../tests/support/server/lead-samples.ts';
import { alphaTenant } from '../../../tests/support/server/tenants.ts';
import { sweepReservations } from './lifecycle.ts';
import { HOLD_MS } from './reservation-rules.ts';
import { devPaymentProvider } from '../payments/dev-provider.ts';

type Answer = {
  reservation: {
    reference: string;
    status: string;
    held_until: string;
    refund_status?: string;
    payment_reference?: string;
  };
};

async function reserve(
  app: Awaited<ReturnType<typeof testApp>>,
  over: Record<string, unknown> = {},
  ip = '203.0.113.1',
) {
  return app.call('POST', '/api/reservations', { body: reserveBody(over), headers: { 'x-test-ip': ip } });
}

describe('POST /api/reservations with the development provider', () => {
  it('holds the car 48 hours, answers a reference and queues the dealer lead with the payment reference', async () => {
    const app = await testApp();
    const res = await reserve(app);
    expect(res.status).toBe(201);
    const { reservation } = (await res.json()) as Answer;
    expect(reservation).toMatchObject({ status: 'active', provider: 'development', deposit: 200, car_id: 1 });
    expect(reservation.reference).toMatch(/^RSV-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(Date.parse(reservation.held_until)).toBe(app.clock.now() + HOLD_MS);
    expect(reservation.payment_reference).toMatch(/^dev_/);
    const row = await app.db.get('SELECT lead_id FROM reservations');
    const lead = await findLeadById(app.db, String(row?.['lead_id']));
    expect(lead?.data.fields).toMatchObject({
      reservation_reference: reservation.reference,
      payment_reference: reservation.payment_reference,
      deposit: 200,
    });
    expect(await count(app.db, 'outbox')).toBe(2);
    expect(app.notified.length).toBe(1);
    const xml = adfDocument(lead!, alphaTenant());
    expect(adfDtdErrors(xml)).toBe('');
    expect(xml).toContain(`Payment reference: ${reservation.payment_reference}`);
  });

  it('answers 502 when the provider cannot start the deposit, logs only the id and error class, and frees the car', async () => {
    const failing = {
      ...devPaymentProvider,
      startDeposit: async () => {
        throw new TypeError('card network down for jane@example.com');
      },
    };
    const app = await testApp({ overrides: { payments: failing } });
    const res = await reserve(app);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'The payment could not be started. Please try again.' });
    const failed = app.logger.lines
      .map((l) => JSON.parse(l))
      .find((l) => l.event === 'reservation.payment_start_failed');
    expect(failed).toMatchObject({ reservation_id: expect.stringMatching(/^rs_/), error: 'TypeError' });
    expect(app.logger.lines.join('\n')).not.toContain('jane@example.com');
    expect(await app.db.get('SELECT status FROM reservations')).toEqual({ status: 'abandoned' });
    expect(await count(app.db, 'leads')).toBe(0);
    expect((await reserve(app, {}, '203.0.113.2')).status).toBe(502);
  });

  it('refuses a second reservation of the held car with a clear message, and a sold car', async () => {
    const app = await testApp();
    expect((await reserve(app)).status).toBe(201);
    const second = await reserve(app, {}, '203.0.113.2');
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: 'Sorry, this car has just been reserved by someone else.',
      fields: { car_id: 'Sorry, this car has just been reserved by someone else.' },
    });
    const sold = await reserve(app, { car_id: 2 });
    expect(sold.status).toBe(422);
    expect(await sold.json()).toMatchObject({ fields: { car_id: 'This car cannot be reserved online.' } });
  });

  it('names the field of bad input', async () => {
    const app = await testApp();
    const noCar = await app.call('POST', '/api/reservations', { body: { ...reserveBody(), car_id: undefined } });
    expect(noCar.status).toBe(400);
    expect(((await noCar.json()) as { fields: Record<string, string> }).fields).toHaveProperty('car_id');
    const enquiry = await app.call('POST', '/api/reservations', { body: { ...reserveBody(), form: 'photo-request' } });
    expect(await enquiry.json()).toMatchObject({ fields: { form: "Reservations are made with the 'reserve' form." } });
    // Another form is named as such, not by the fields that form would need (it listed the enquiry's).
    const other = await app.call('POST', '/api/reservations', { body: { form: 'enquiry' } });
    expect(((await other.json()) as { fields: object }).fields).toEqual({
      form: "Reservations are made with the 'reserve' form.",
    });
    expect((await reserve(app, { email: 'nope' })).status).toBe(400);
    expect((await reserve(app, { fill_ms: 10 })).status).toBe(422);
    expect((await reserve(app, { car_id: 999 })).status).toBe(422);
    expect((await app.call('GET', '/api/reservations/nonsense')).status).toBe(400);
    expect(await count(app.db, 'reservations')).toBe(0);
  });

  it('throttles reservations per client like the other writes', async () => {
    const app = await testApp({ overrides: { limits: { writesPerClientPerMinute: 2 } } });
    expect((await reserve(app)).status).toBe(201);
    expect((await reserve(app)).status).toBe(409);
    const third = await reserve(app);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).not.toBeNull();
  });

  it('releases the hold by itself after 48 hours; the sweep expires it and refunds as the dealer policy says', async () => {
    const app = await testApp();
    const { reservation } = (await (await reserve(app)).json()) as Answer;
    app.clock.advance(HOLD_MS - 1);
    expect((await reserve(app, {}, '203.0.113.9')).status).toBe(409);
    app.clock.advance(1);
    const shown = (await (await app.call('GET', `/api/reservations/${reservation.reference}`)).json()) as Answer;
    expect(shown.reservation.status).toBe('expired');
    expect(shown.reservation).not.toHaveProperty('payment_reference');
    const deps = { ...app.deps, payments: devPaymentProvider };
    expect(await sweepReservations(deps, app.clock.now())).toEqual({ released: 1, refunds: 0 });
    const row = await app.db.get('SELECT status, refund_status, refund_reference FROM reservations');
    expect(row).toMatchObject({ status: 'expired', refund_status: 'refunded' });
    expect(String(row?.['refund_reference'])).toMatch(/^dev_refund_/);
    expect((await reserve(app, {}, '203.0.113.9')).status).toBe(201);
  });

  it('keeps the deposit of an expired hold when the dealer policy says so', async () => {
    const alpha = alphaTenant();
    const keeps = { ...alpha, site: { ...alpha.site, reservations: { refundOnExpiry: false } } };
    const app = await testApp({ overrides: { tenants: [keeps] } });
    expect((await reserve(app)).status).toBe(201);
    app.clock.advance(HOLD_MS);
    await sweepReservations({ ...app.deps, payments: devPaymentProvider }, app.clock.now());
    expect(await app.db.get('SELECT status, refund_status FROM reservations')).toMatchObject({
      status: 'expired',
      refund_status: null,
    });
  });
});

describe('my reservations and cancelling', () => {
  it('lists the signed-in shopper reservations by phone, and 401 otherwise', async () => {
    const app = await testApp();
    const { reservation } = (await (await reserve(app)).json()) as Answer;
    expect((await app.call('GET', '/api/reservations')).status).toBe(401);
    const session = await signIn(app);
    const mine = await app.call('GET', '/api/reservations', { headers: { cookie: session } });
    expect(
      ((await mine.json()) as { reservations: { reference: string }[] }).reservations.map((r) => r.reference),
    ).toEqual([reservation.reference]);
    const other = await signIn(app, '0498765432');
    const theirs = await app.call('GET', '/api/reservations', { headers: { cookie: other } });
    expect(await theirs.json()).toEqual({ reservations: [] });
  });

  it('cancels for the owner (signed in, or by the e-mail reserved with), refunds, and frees the car', async () => {
    const app = await testApp();
    const { reservation } = (await (await reserve(app)).json()) as Answer;
    const path = `/api/reservations/${reservation.reference}/cancel`;
    const stranger = await app.call('POST', path, { body: { email: 'someone@example.com' } });
    expect(stranger.status).toBe(403);
    expect(((await stranger.json()) as { fields: Record<string, string> }).fields).toHaveProperty('email');
    const cancelled = await app.call('POST', path, { body: { email: 'JANE@example.com' } });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as Answer).reservation).toMatchObject({
      status: 'cancelled',
      refund_status: 'refunded',
    });
    expect((await app.call('POST', path, { body: { email: 'jane@example.com' } })).status).toBe(409);
    expect((await reserve(app, {}, '203.0.113.5')).status).toBe(201);
  });
});
