import { describe, expect, it } from 'vitest';
import { reservationStatusText } from './reservation-status.ts';

const held_until = '2026-11-27T03:00:00.000Z';

describe('what the shopper reads about a reservation', () => {
  it('a paid hold names its end and the 48 hours', () => {
    const text = reservationStatusText({ status: 'active', held_until });
    expect(text.held).toBe(true);
    expect(text.message).toMatch(/^We are holding this car for you until .+ \(48 hours\)\. Our team will call you/);
  });

  it('a hold being paid says the page updates by itself', () => {
    expect(reservationStatusText({ status: 'pending_payment', held_until }).message).toContain('updates by itself');
  });

  it('an ended hold says whether the deposit came back', () => {
    expect(reservationStatusText({ status: 'cancelled', held_until, refund_status: 'refunded' })).toEqual({
      held: false,
      message: 'This reservation was cancelled. Your deposit has been refunded.',
    });
    expect(reservationStatusText({ status: 'expired', held_until, refund_status: 'pending' }).message).toBe(
      'The 48-hour hold has ended. Your deposit is being refunded.',
    );
    expect(reservationStatusText({ status: 'abandoned', held_until }).message).toBe(
      'The deposit was not paid, so the car was not reserved.',
    );
  });

  it('a shopper back from the payment page without paying is told the car is not reserved, not to wait', () => {
    expect(reservationStatusText({ status: 'pending_payment', held_until }, true)).toEqual({
      held: false,
      message: 'You left the payment page without paying, so the car is not reserved.',
    });
    // The page then releases the unpaid hold: a cancelled, unpaid reservation reads the same.
    expect(reservationStatusText({ status: 'cancelled', held_until }, true).message).toBe(
      'You left the payment page without paying, so the car is not reserved.',
    );
    expect(reservationStatusText({ status: 'cancelled', held_until, refund_status: 'refunded' }, true).message).toBe(
      'This reservation was cancelled. Your deposit has been refunded.',
    );
    expect(reservationStatusText({ status: 'active', held_until }, true).held).toBe(true);
  });
});
