import type { Location } from '../../../config/location-schema.ts';
import type { Car } from '../../stock/rules/car-schema.ts';
import { isPriceShown } from '../../stock/rules/price-display.ts';

/** A car a feed lists, with its location. */
export interface FeedCar {
  readonly car: Car;
  readonly location: Location;
}

/**
 * The cars the listing feeds carry: passenger vehicles (item_type 'car'; Google's vehicle listings
 * take no motorcycles, trucks or caravans) in stock with a VIN and a shown price, at a known location.
 * Every file holds the full inventory (Google replaces the previous upload with each file).
 */
export function feedCars(cars: readonly Car[], locations: readonly Location[]): FeedCar[] {
  const byId = new Map(locations.map((l) => [l.id, l]));
  return cars.flatMap((car) => {
    const location = byId.get(car.location_id);
    const eligible =
      car.item_type === 'car' &&
      car.status === 'in_stock' &&
      car.show_on_dealer_website &&
      (car.vin ?? '').trim() !== '' &&
      isPriceShown(car.price);
    return eligible && location ? [{ car, location }] : [];
  });
}

/** The canonical URL of a car page (trailing slash, as the page's canonical link). */
export function carPageUrl(car: Pick<Car, 'slug'>, siteUrl: string): string {
  return new URL(`/cars/${car.slug}/`, siteUrl).href;
}

/** Absolute image URLs of a car, the tenant's default image when it has none. */
export function carImageUrls(car: Pick<Car, 'images'>, siteUrl: string, defaultImage: string): string[] {
  const paths = car.images.length > 0 ? car.images.map((image) => image.url) : [defaultImage];
  return paths.map((path) => new URL(path, siteUrl).href);
}

/** '3440 Pacific Highway, Springwood QLD 4127, AU'. */
export function fullAddress(location: Location): string {
  const { street, city, state, postcode } = location.address;
  return `${street}, ${city} ${state} ${postcode}, AU`;
}
