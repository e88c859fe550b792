import { describe, expect, it } from 'vitest';
import { canReserve, RESERVATION, reservePath } from './reservation.ts';

describe('reservable rule', () => {
  const car = { status: 'in_stock', reserved: false, price: 25_990 };
  it('offers reserve for an available, unreserved car with a shown price when the site flag is on', () => {
    expect(canReserve(car, true)).toBe(true);
    expect(canReserve(car, false)).toBe(false);
    expect(canReserve({ ...car, reserved: true }, true)).toBe(false);
    expect(canReserve({ ...car, status: 'sold' }, true)).toBe(false);
    expect(canReserve({ ...car, price: 0 }, true)).toBe(false);
  });
  it('holds the car 48 hours for a $200, 100% refundable deposit', () => {
    expect(RESERVATION).toEqual({ depositDollars: 200, refundablePercent: 100, holdHours: 48 });
    expect(reservePath('x', true)).toBe('/cars/x/buy-online');
    expect(reservePath('x', false)).toBe('/cars/x/checkout');
  });
});
