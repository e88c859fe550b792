import { isReservable } from '../../stock/rules/car-eligibility.ts';
import type { Car } from '../../stock/rules/car-schema.ts';

/** spec/site §9: deposit $200, 100% refundable, car held 48 hours. */
export const RESERVATION = { depositDollars: 200, refundablePercent: 100, holdHours: 48 } as const;

/** Marketing copy of the reserve pages, from the constants. */
export const RESERVATION_COPY = `Reserve this car with a $${RESERVATION.depositDollars} deposit. It is ${RESERVATION.refundablePercent}% refundable and we hold the car for you for ${RESERVATION.holdHours} hours.`;

/** The reserve page of a car: /cars/{slug}/checkout, or /cars/{slug}/buy-online when the site uses buy-online. */
export function reservePath(slug: string, buyOnline: boolean): string {
  return `/cars/${slug}/${buyOnline ? 'buy-online' : 'checkout'}`;
}

/** Whether the reserve journey is offered for a car on this site (the project's reservable rule). */
export function canReserve(car: Pick<Car, 'status' | 'reserved' | 'price'>, reserveButton: boolean): boolean {
  return isReservable(car, reserveButton);
}
