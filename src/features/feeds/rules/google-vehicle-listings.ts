import type { Location } from '../../../config/location-schema.ts';
import type { Site } from '../../../config/site-schema.ts';
import type { Car } from '../../stock/rules/car-schema.ts';
import { carImageUrls, carPageUrl, feedCars, fullAddress } from './feed-cars.ts';
import { tsv } from './tsv.ts';

/**
 * Google vehicle listings feed columns (developers.google.com/vehicle-listings/reference/feed-specification).
 * Required there: vin, store_code, dealership_name, dealership_address, price, condition, make,
 * model, year, mileage (used), trim (where it applies); the rest are recommended.
 */
export const GOOGLE_COLUMNS = [
  'vin',
  'id',
  'store_code',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'make',
  'model',
  'trim',
  'year',
  'mileage',
  'exterior_color',
  'image_link',
  'additional_image_link',
  'link',
  'vehicle_fulfillment',
  'date_in_stock',
] as const;
export const GOOGLE_REQUIRED = [
  'vin',
  'store_code',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'make',
  'model',
  'year',
  'mileage',
  'link',
  'image_link',
] as const;

/** Google takes at most 10 additional images. */
const MAX_ADDITIONAL_IMAGES = 10;

/** The store code of a location: its slug (unique per tenant, stable across builds). */
export function storeCode(location: Pick<Location, 'slug'>): string {
  return location.slug;
}

/** One feed row of a car at its location. */
export function googleRow(
  car: Car,
  location: Location,
  site: Pick<Site, 'url' | 'branding'>,
): Record<(typeof GOOGLE_COLUMNS)[number], string | number> {
  const [image = '', ...more] = carImageUrls(car, site.url, site.branding.defaultImage);
  return {
    vin: car.vin ?? '',
    id: car.stocknum,
    store_code: storeCode(location),
    dealership_name: location.dealership_name || location.name,
    dealership_address: fullAddress(location),
    price: `${Math.round(car.price)} AUD`,
    // Demonstrators are registered, so Google's 'used'.
    condition: car.car_type === 'new' ? 'new' : 'used',
    make: car.make,
    model: car.model,
    trim: car.badge ?? '',
    year: car.year,
    mileage: `${Math.round(car.km)} km`,
    exterior_color: car.colour ?? '',
    image_link: image,
    additional_image_link: more.slice(0, MAX_ADDITIONAL_IMAGES).join(','),
    link: carPageUrl(car, site.url),
    vehicle_fulfillment: `in_store:${storeCode(location)}`,
    date_in_stock: car.created_at.slice(0, 10),
  };
}

/** The tenant's Google vehicle listings feed (TSV), full inventory of passenger vehicles. */
export function googleVehicleListings(
  cars: readonly Car[],
  locations: readonly Location[],
  site: Pick<Site, 'url' | 'branding'>,
): string {
  return tsv(
    GOOGLE_COLUMNS,
    feedCars(cars, locations).map(({ car, location }) => googleRow(car, location, site)),
  );
}
