import { RESERVATION } from './reservation.ts';

/** Back from the payment page: ask where the reservation stands every 3 s for up to 2 minutes while it is being paid. */
export const RETURN_POLL = { everyMs: 3000, tries: 40 } as const;

interface ReservationFacts {
  status: 'pending_payment' | 'active' | 'cancelled' | 'expired' | 'abandoned';
  held_until: string;
  refund_status?: 'pending' | 'refunded' | undefined;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });

const refund = (facts: ReservationFacts) =>
  facts.refund_status === 'refunded'
    ? ' Your deposit has been refunded.'
    : facts.refund_status === 'pending'
      ? ' Your deposit is being refunded.'
      : '';

/**
 * What the shopper reads about their reservation; `held` when the car is (being) held for them. `leftPayment`: the
 * provider's page sent the shopper back without paying (its cancel address).
 */
export function reservationStatusText(
  facts: ReservationFacts,
  leftPayment = false,
): { held: boolean; message: string } {
  // Back without paying, the page releases the unpaid hold: before and after that it reads the same.
  const unpaidHold = facts.status === 'pending_payment' || (facts.status === 'cancelled' && !facts.refund_status);
  if (leftPayment && unpaidHold) {
    return { held: false, message: 'You left the payment page without paying, so the car is not reserved.' };
  }
  switch (facts.status) {
    case 'active':
      return {
        held: true,
        message: `We are holding this car for you until ${when(facts.held_until)} (${RESERVATION.holdHours} hours). Our team will call you to arrange the rest.`,
      };
    case 'pending_payment':
      return {
        held: true,
        message: 'We are waiting for the payment provider to confirm your deposit. This page updates by itself.',
      };
    case 'cancelled':
      return { held: false, message: `This reservation was cancelled.${refund(facts)}` };
    case 'expired':
      return { held: false, message: `The ${RESERVATION.holdHours}-hour hold has ended.${refund(facts)}` };
    case 'abandoned':
      return { held: false, message: 'The deposit was not paid, so the car was not reserved.' };
  }
}
