import type { Tenant } from '../../config/load-tenant.ts';
import type { AppDeps } from '../deps.ts';
import { completedLead, type LeadRecord } from '../leads/lead-record.ts';
import { storeLead } from '../leads/store-lead.ts';
import { devPaymentProvider } from '../payments/dev-provider.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { HOLD_MS, refundOnRelease } from './reservation-rules.ts';
import {
  endReservation,
  findReservation,
  lapsedReservations,
  markPaid,
  markRefunded,
  refundsDue,
  setLeadId,
  type Reservation,
} from './reservation-store.ts';

/** What confirming, releasing and refunding need: the app's deps or the scheduler's. */
export type LifecycleDeps = Pick<AppDeps, 'store' | 'tenants' | 'logger' | 'notifyOutbox'> & {
  payments: PaymentProvider;
};

/** The dealer's policy: refund the deposit when a hold lapses unbought. Default: true (spec: 100% refundable). */
export const refundsOnExpiry = (tenant: Tenant | undefined): boolean =>
  tenant?.site.reservations.refundOnExpiry ?? true;

/** The reserve lead as the dealer receives it: the shopper's form plus the reservation and its payment. */
export function reservationLead(reservation: Reservation, paymentReference: string, heldUntil: number): LeadRecord {
  return completedLead(reservation.lead, {
    reservation_reference: reservation.reference,
    deposit: reservation.amount_cents / 100,
    payment_provider: reservation.provider,
    payment_reference: paymentReference,
    held_until: new Date(heldUntil).toISOString(),
  });
}

/**
 * A paid deposit: the reservation becomes active and holds the car 48 hours from now, and its lead is queued
 * for the dealer in the same transaction. A repeated confirmation changes nothing; a payment arriving after the
 * car went to someone else is refunded.
 */
export async function confirmDeposit(
  deps: LifecycleDeps,
  reservationId: string,
  payment: { paymentReference: string; checkoutId?: string },
  now: number,
): Promise<'paid' | 'lost' | 'already' | 'unknown'> {
  const outcome = await deps.store.transaction(async (tx) => {
    const reservation = await findReservation(tx, { id: reservationId });
    const tenant = deps.tenants.find((t) => t.slug === reservation?.tenant);
    if (!reservation || !tenant) return 'unknown' as const;
    const heldUntil = now + HOLD_MS;
    const paid = await markPaid(tx, reservation, payment, heldUntil, now);
    if (paid !== 'paid') return paid;
    const leadId = await storeLead(tx, tenant, reservationLead(reservation, payment.paymentReference, heldUntil), now);
    await setLeadId(tx, reservation.id, leadId);
    return 'paid' as const;
  });
  deps.logger.info('reservation.confirmed', { reservation_id: reservationId, outcome });
  if (outcome === 'paid') deps.notifyOutbox?.();
  if (outcome === 'lost') await refundDue(deps, reservationId);
  return outcome;
}

/** Ends a holding reservation and releases the car; the deposit is refunded when `refundOnRelease` says so. */
export async function releaseReservation(
  deps: LifecycleDeps,
  reservation: Reservation,
  reason: 'cancelled' | 'expired' | 'abandoned',
  now: number,
): Promise<boolean> {
  const tenant = deps.tenants.find((t) => t.slug === reservation.tenant);
  const paid = reservation.status === 'active';
  const refund = reason !== 'abandoned' && refundOnRelease(reason, paid, refundsOnExpiry(tenant));
  const ended = await endReservation(deps.store, reservation, reason, refund, now);
  if (ended) deps.logger.info('reservation.released', { reservation_id: reservation.id, reason, refund });
  if (ended && refund) await refundDue(deps, reservation.id);
  return ended;
}

/** Refunds a reservation whose refund is pending; a failure leaves it pending for the next sweep. */
async function refundDue(deps: LifecycleDeps, reservationId: string): Promise<void> {
  const reservation = await findReservation(deps.store, { id: reservationId });
  if (reservation?.refund_status !== 'pending' || !reservation.payment_reference) return;
  const provider =
    reservation.provider === deps.payments.name
      ? deps.payments
      : reservation.provider === devPaymentProvider.name
        ? devPaymentProvider
        : undefined;
  if (!provider) {
    deps.logger.error('reservation.refund_provider_missing', {
      reservation_id: reservation.id,
      provider: reservation.provider,
    });
    return;
  }
  try {
    await markRefunded(
      deps.store,
      reservation.id,
      await provider.refund({ reservationId: reservation.id, paymentReference: reservation.payment_reference }),
    );
    deps.logger.info('reservation.refunded', { reservation_id: reservation.id });
  } catch (error) {
    deps.logger.error('reservation.refund_failed', {
      reservation_id: reservation.id,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}

/**
 * Releases every hold of `deps.tenants` whose time is up (paid ones 'expired', unpaid checkouts 'abandoned') and
 * retries their pending refunds, each by its own dealer's policy; other tenants sharing the store are left to their
 * own sweep. Run on a schedule; the holds themselves already lapse at `held_until` without it.
 */
export async function sweepReservations(
  deps: LifecycleDeps,
  now: number,
): Promise<{ released: number; refunds: number }> {
  const tenants = deps.tenants.map((t) => t.slug);
  let released = 0;
  for (const reservation of await lapsedReservations(deps.store, tenants, now)) {
    if (await releaseReservation(deps, reservation, reservation.status === 'active' ? 'expired' : 'abandoned', now))
      released++;
  }
  const due = await refundsDue(deps.store, tenants);
  for (const reservation of due) await refundDue(deps, reservation.id);
  return { released, refunds: due.length };
}
