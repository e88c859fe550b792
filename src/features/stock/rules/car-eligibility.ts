import type { Car } from './car-schema.ts';
import { isAvailable } from './stock-rule.ts';
import { isPriceShown } from './price-display.ts';

/** spec/shopper §5: valuation needs a price above this many dollars. */
export const VALUATION_MIN_PRICE = 200;

/**
 * spec/shopper §5: favourites show only for a car priced above 0 with images (or thumbnails), and
 * only for used cars when the site says so (features.favouritesUsedOnly).
 */
export function canFavourite(
  car: Pick<Car, 'price' | 'images' | 'car_type'> & { readonly thumbnails?: readonly string[] },
  usedOnly: boolean,
): boolean {
  const hasImages = car.images.length > 0 || (car.thumbnails?.length ?? 0) > 0;
  return car.price > 0 && hasImages && (!usedOnly || car.car_type === 'used');
}

/** spec/site §4: valuation only for in_stock cars, not sold, not reserved, priced above 200. */
export function canValue(car: Pick<Car, 'status' | 'reserved' | 'price'>): boolean {
  return car.status === 'in_stock' && !car.reserved && car.price > VALUATION_MIN_PRICE;
}

/**
 * Reservable (the spec leaves the rule unshown; this is the project's rule): available, not
 * reserved, price shown (above 10) and the tenant's reserve button on (features.reserveButton).
 */
export function isReservable(car: Pick<Car, 'status' | 'reserved' | 'price'>, reserveButton: boolean): boolean {
  return reserveButton && isAvailable(car) && !car.reserved && isPriceShown(car.price);
}
