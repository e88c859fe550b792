import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { canReserve, reservePath } from '../../features/forms/rules/reservation.ts';
import { normalizeAuPhone } from '../../features/forms/rules/schemas/phone.ts';
import { liveCar } from '../../features/stock/rules/live-car.ts';
import { currentUser } from '../auth/sessions.ts';
import type { AppEnv } from '../deps.ts';
import { fieldErrors } from '../http/errors.ts';
import { parseJsonWith } from '../http/validate.ts';
import { leadRecord } from '../leads/lead-record.ts';
import { parseFormLead } from '../leads/screen.ts';
import { devPaymentProvider } from '../payments/dev-provider.ts';
import { returnUrls, START_FAILED, startAtProvider } from '../payments/start-checkout.ts';
import { readFeedChanges } from '../stock/stock-changes-store.ts';
import { throttleWrite } from '../throttle/throttle.ts';
import { confirmDeposit, releaseReservation, type LifecycleDeps } from './lifecycle.ts';
import {
  CHECKOUT_MS,
  DEPOSIT_CENTS,
  HOLDING,
  isReference,
  newReference,
  PAYMENT_WINDOW_MS,
} from './reservation-rules.ts';
import { findReservation, holdCar, reservationsOf, setCheckout, storedReservation } from './reservation-store.ts';
import { reservationView } from './reservation-view.ts';

export const TAKEN = 'Sorry, this car has just been reserved by someone else.';
const NOT_RESERVABLE = 'This car cannot be reserved online.';
const NOT_FOUND = 'Reservation not found.';

/** The app's deps with the payment provider (the development provider unless one is configured). */
export const lifecycleDeps = (c: Context<AppEnv>): LifecycleDeps => ({
  ...c.var.deps,
  payments: c.var.deps.payments ?? devPaymentProvider,
});

const CancelBody = v.object({
  email: v.optional(
    v.pipe(
      v.string('Enter the e-mail address you reserved with.'),
      v.maxLength(200, 'Enter the e-mail address you reserved with.'),
    ),
  ),
});

/**
 * POST /api/reservations (a reserve lead: hold the car, take the deposit), GET /api/reservations (the signed-in
 * shopper's), GET /api/reservations/:reference, POST /api/reservations/:reference/cancel. See README.md.
 */
export function reservationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const { tenant, deps } = c.var;
    const parsed = await parseFormLead(c, 'reserve', "Reservations are made with the 'reserve' form.");
    if (!parsed.ok) return parsed.response;
    const input = parsed.lead;
    const built = input.car_id === undefined ? undefined : deps.getCar(tenant.slug, input.car_id);
    if (!built) return fieldErrors(c, { car_id: 'This car is not available.' }, 422);
    const car = liveCar(built, (await readFeedChanges(deps.store, tenant.slug, built.id)).get(built.id));
    if (!canReserve(car, tenant.site.features.reserveButton))
      return c.json({ error: NOT_RESERVABLE, fields: { car_id: NOT_RESERVABLE } }, 422);
    const throttled = throttleWrite(c, 'reservations');
    if (throttled) return throttled;
    const life = lifecycleDeps(c);
    const now = deps.clock();
    const reservation = await holdCar(
      deps.store,
      {
        tenant: tenant.slug,
        reference: newReference(),
        car_id: built.id,
        phone: normalizeAuPhone(input.phone),
        email: input.email,
        lead: leadRecord(input, built, c.req.header('user-agent') ?? ''),
        provider: life.payments.name,
        amount_cents: DEPOSIT_CENTS,
        held_until: now + PAYMENT_WINDOW_MS,
      },
      now,
    );
    if (!reservation) return c.json({ error: TAKEN, fields: { car_id: TAKEN } }, 409);
    const back = new URL(reservePath(built.slug, tenant.site.features.buyOnline), c.req.url);
    back.searchParams.set('reservation', reservation.reference);
    const start = await startAtProvider(
      deps.logger,
      'reservation.payment_start_failed',
      { reservation_id: reservation.id },
      () =>
        life.payments.startDeposit({
          reservationId: reservation.id,
          reference: reservation.reference,
          tenant: tenant.slug,
          amountCents: DEPOSIT_CENTS,
          description: `Deposit to reserve ${built.name} (${reservation.reference})`,
          ...returnUrls(back),
          expiresAt: now + CHECKOUT_MS,
        }),
    );
    if (!start) {
      await releaseReservation(life, reservation, 'abandoned', now);
      return c.json({ error: START_FAILED }, 502);
    }
    if (start.kind === 'paid')
      await confirmDeposit(life, reservation.id, { paymentReference: start.paymentReference }, now);
    else await setCheckout(deps.store, reservation.id, start.checkoutId);
    const stored = await storedReservation(deps.store, reservation.id);
    deps.logger.info('reservation.created', {
      tenant: tenant.slug,
      reservation_id: reservation.id,
      provider: life.payments.name,
    });
    return c.json(
      {
        reservation: reservationView(stored, now, true),
        // The dealer's lead, once the deposit is paid (at once with the development provider).
        ...(stored.lead_id !== undefined ? { lead_id: stored.lead_id } : {}),
        ...(start.kind === 'redirect' ? { checkout_url: start.checkoutUrl } : {}),
      },
      201,
    );
  });

  app.get('/', async (c) => {
    const user = await currentUser(c);
    if (!user) return c.json({ error: 'Please sign in to see your reservations.', sign_in: '/sign-in' }, 401);
    const now = c.var.deps.clock();
    const mine = await reservationsOf(c.var.deps.store, c.var.tenant.slug, user.phone);
    return c.json({ reservations: mine.map((r) => reservationView(r, now, true)) });
  });

  app.get('/:reference', async (c) => {
    const reference = c.req.param('reference');
    if (!isReference(reference)) return fieldErrors(c, { reference: 'A reference looks like RSV-XXXXX-XXXXX.' });
    const reservation = await findReservation(c.var.deps.store, { tenant: c.var.tenant.slug, reference });
    if (!reservation) return c.json({ error: NOT_FOUND }, 404);
    return c.json({ reservation: reservationView(reservation, c.var.deps.clock()) });
  });

  app.post('/:reference/cancel', async (c) => {
    const { deps, tenant } = c.var;
    const reference = c.req.param('reference');
    if (!isReference(reference)) return fieldErrors(c, { reference: 'A reference looks like RSV-XXXXX-XXXXX.' });
    const parsed = await parseJsonWith(c, CancelBody);
    if (!parsed.ok) return parsed.response;
    const reservation = await findReservation(deps.store, { tenant: tenant.slug, reference });
    if (!reservation) return c.json({ error: NOT_FOUND }, 404);
    const user = await currentUser(c);
    const byEmail =
      parsed.value.email !== undefined &&
      parsed.value.email.trim().toLowerCase() === reservation.email.trim().toLowerCase();
    // An unpaid hold is released by whoever has its reference (the provider's return address carries it): nothing was
    // paid, so nothing is refunded, and a payment that still arrives is kept for a refund (confirmDeposit).
    const unpaid = reservation.status === 'pending_payment';
    if (!unpaid && user?.phone !== reservation.phone && !byEmail) {
      return fieldErrors(
        c,
        { email: 'Sign in with the phone you reserved with, or enter the e-mail address you reserved with.' },
        403,
      );
    }
    const throttled = throttleWrite(c, 'reservations');
    if (throttled) return throttled;
    const now = deps.clock();
    if (
      !HOLDING.includes(reservation.status) ||
      !(await releaseReservation(lifecycleDeps(c), reservation, 'cancelled', now))
    ) {
      return c.json({ error: 'This reservation has already ended.' }, 409);
    }
    const ended = await storedReservation(deps.store, reservation.id);
    return c.json({ reservation: reservationView(ended, now, true) });
  });

  return app;
}
