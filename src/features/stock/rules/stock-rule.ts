import type { Car } from './car-schema.ts';

/** Days a sold car stays listed when the tenant sets no include_sold_cars_days. */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3;

/**
 * spec: stock filter. (status in_stock OR coming_soon OR sold_date_timestamp newer than
 * now minus N days, in seconds) AND show_on_dealer_website.
 */
export function isListed(
  car: Pick<Car, 'status' | 'sold_date_timestamp' | 'show_on_dealer_website'>,
  nowSeconds: number,
  includeSoldCarsDays = DEFAULT_INCLUDE_SOLD_CARS_DAYS,
): boolean {
  if (!car.show_on_dealer_website) return false;
  if (car.status === 'in_stock' || car.status === 'coming_soon') return true;
  const soldCutoff = nowSeconds - includeSoldCarsDays * 86_400;
  return car.status === 'sold' && car.sold_date_timestamp !== undefined && car.sold_date_timestamp > soldCutoff;
}

/** spec: availability. in_stock and coming_soon count as available. */
export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}
