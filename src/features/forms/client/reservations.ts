import { MESSAGES } from '../rules/schemas/messages.ts';
import { callJson, type ApiResult } from './api.ts';

/** A reservation as GET/POST /api/reservations answer it (src/server/reservations/reservation-view.ts). */
export interface Reservation {
  reference: string;
  status: 'pending_payment' | 'active' | 'cancelled' | 'expired' | 'abandoned';
  car_id: number;
  car_name: string | undefined;
  deposit: number;
  provider: string;
  held_until: string;
  refund_status?: 'pending' | 'refunded' | undefined;
  payment_reference?: string | undefined;
}

/** 201 of POST /api/reservations: the hold, and the provider's checkout page when the deposit is paid there. */
export interface ReserveAnswer {
  reservation: Reservation;
  checkout_url?: string;
}

/** POST /api/reservations: the reserve form's fields; the server holds the car and starts the deposit. */
export function reserveCar(payload: Record<string, unknown>): Promise<ApiResult<ReserveAnswer>> {
  return callJson<ReserveAnswer>('POST', '/api/reservations', payload, { fallback: MESSAGES.submitFailed });
}

/** GET /api/reservations/:reference: where a reservation stands (after the provider's page sends the shopper back). */
export function readReservation(reference: string): Promise<ApiResult<{ reservation: Reservation }>> {
  return callJson<{ reservation: Reservation }>('GET', `/api/reservations/${encodeURIComponent(reference)}`);
}

/**
 * Back from the provider's page without paying (&cancelled=1): POST /api/reservations/:reference/cancel releases the
 * unpaid hold, so other shoppers see the car available at once; a hold already paid or ended is only read back.
 */
export async function releaseUnpaidHold(reference: string): Promise<ApiResult<{ reservation: Reservation }>> {
  const path = `/api/reservations/${encodeURIComponent(reference)}`;
  const released = await callJson<{ reservation: Reservation }>('POST', `${path}/cancel`, {});
  return released.ok ? released : readReservation(reference);
}

/** GET /api/payments/provider: whether deposits go to the development provider, which charges no card. */
export async function isDemoPayment(): Promise<boolean> {
  const answer = await callJson<{ demo: boolean }>('GET', '/api/payments/provider');
  return answer.ok && answer.data.demo;
}
