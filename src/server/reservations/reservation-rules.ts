import { randomBytes } from 'node:crypto';
import { RESERVATION } from '../../features/forms/rules/reservation.ts';

/** spec/shopper §9: the car is held 48 hours from the paid deposit, then released by itself. */
export const HOLD_MS = RESERVATION.holdHours * 3_600_000;
/** The deposit in cents (AUD). */
export const DEPOSIT_CENTS = RESERVATION.depositDollars * 100;
/** A provider's checkout page takes the payment for this long (Stripe's shortest allowed is 30 minutes). */
export const CHECKOUT_MS = 31 * 60_000;
/** The car is held while the shopper is on the checkout page, a little longer than the page lives. */
export const PAYMENT_WINDOW_MS = CHECKOUT_MS + 4 * 60_000;

/**
 * pending_payment: held while the shopper pays on the provider's page; active: paid and held;
 * cancelled (by the shopper, or the car was lost before a late payment), expired (the hold lapsed),
 * abandoned (the checkout ended unpaid).
 */
export type ReservationStatus = 'pending_payment' | 'active' | 'cancelled' | 'expired' | 'abandoned';
export const HOLDING: readonly ReservationStatus[] = ['pending_payment', 'active'];

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A reference the shopper can read out: `prefix` ('RSV' reservations, 'PAY' online payments), '-' and 10 Crockford
 * base-32 characters (50 random bits).
 */
export function newReference(prefix: 'RSV' | 'PAY' = 'RSV', bytes = randomBytes(10)): string {
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `${prefix}-${chars.slice(0, 5)}-${chars.slice(5, 10)}`;
}

export const isReference = (value: string): boolean => /^RSV-[0-9A-Z]{5}-[0-9A-Z]{5}$/.test(value);

/** Whether a lapsed hold is refunded: cancellations always (100% refundable), expiries as the dealer's policy says. */
export function refundOnRelease(reason: 'cancelled' | 'expired', paid: boolean, refundOnExpiry: boolean): boolean {
  return paid && (reason === 'cancelled' || refundOnExpiry);
}
