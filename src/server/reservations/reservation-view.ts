import type { ReservationStatus } from './reservation-rules.ts';
import type { Reservation } from './reservation-store.ts';

/** A reservation as the shopper sees it: no contact details, no provider ids but the payment reference for the owner. */
export interface ReservationView {
  reference: string;
  status: ReservationStatus;
  car_id: number;
  car_name: string | undefined;
  deposit: number;
  provider: string;
  /** ISO time the hold ends (pending: the checkout's end; active: 48 hours after payment). */
  held_until: string;
  created_at: string;
  refund_status: 'pending' | 'refunded' | undefined;
  payment_reference?: string | undefined;
}

/** The status at `now`: a holding reservation whose time is up reads as ended before the sweep records it. */
export function statusAt(reservation: Reservation, now: number): ReservationStatus {
  if (reservation.held_until > now) return reservation.status;
  if (reservation.status === 'active') return 'expired';
  return reservation.status === 'pending_payment' ? 'abandoned' : reservation.status;
}

export function reservationView(reservation: Reservation, now: number, owner = false): ReservationView {
  return {
    reference: reservation.reference,
    status: statusAt(reservation, now),
    car_id: reservation.car_id,
    car_name: reservation.lead.car?.name,
    deposit: reservation.amount_cents / 100,
    provider: reservation.provider,
    held_until: new Date(reservation.held_until).toISOString(),
    created_at: new Date(reservation.created_at).toISOString(),
    refund_status: reservation.refund_status,
    ...(owner ? { payment_reference: reservation.payment_reference } : {}),
  };
}
