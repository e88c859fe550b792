import type { Location } from '../../../config/location-schema.ts';
import type { Site } from '../../../config/site-schema.ts';
import type { Car } from '../../stock/rules/car-schema.ts';
import { carImageUrls, carPageUrl, feedCars } from './feed-cars.ts';
import { tsv } from './tsv.ts';
import { formatNumber } from '../../../shared/numbers.ts';

/** Meta automotive inventory ads images per vehicle (image[0].url … image[n].url). */
const IMAGE_COLUMNS = ['image[0].url', 'image[1].url', 'image[2].url', 'image[3].url', 'image[4].url'] as const;

/**
 * Meta automotive catalog feed columns (developers.facebook.com, Marketing API, Automotive Inventory
 * Ads reference): TSV, nested fields flattened with JSON-path headers.
 */
export const META_COLUMNS = [
  'vehicle_id',
  'vin',
  'title',
  'description',
  'url',
  'make',
  'model',
  'trim',
  'year',
  'mileage.value',
  'mileage.unit',
  ...IMAGE_COLUMNS,
  'body_style',
  'transmission',
  'fuel_type',
  'drivetrain',
  'exterior_color',
  'state_of_vehicle',
  'price',
  'availability',
  'dealer_id',
  'dealer_name',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
] as const;
export const META_REQUIRED = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'image[0].url',
  'body_style',
  'price',
  'exterior_color',
  'state_of_vehicle',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
] as const;

/** Meta's body_style values by the stock's simple_body. */
const BODY_STYLES: Record<string, string> = {
  SUV: 'SUV',
  Sedan: 'SEDAN',
  Hatch: 'HATCHBACK',
  Hatchback: 'HATCHBACK',
  Wagon: 'WAGON',
  Ute: 'TRUCK',
  Van: 'VAN',
  Coupe: 'COUPE',
  Convertible: 'CONVERTIBLE',
  'People Mover': 'MINIVAN',
  'Cab Chassis': 'TRUCK',
};

/** Meta's transmission and drivetrain values. */
const transmission = (text = '') =>
  /manual/i.test(text) ? 'MANUAL' : /auto|cvt|dct/i.test(text) ? 'AUTOMATIC' : 'OTHER';
const drivetrain = (text = '') =>
  /4x4|4wd/i.test(text)
    ? '4X4'
    : /awd|all/i.test(text)
      ? 'AWD'
      : /front|fwd/i.test(text)
        ? 'FWD'
        : /rear|rwd/i.test(text)
          ? 'RWD'
          : 'OTHER';
const fuel = (text = '') =>
  /plug/i.test(text)
    ? 'PLUGIN_HYBRID'
    : /hybrid/i.test(text)
      ? 'HYBRID'
      : /electric/i.test(text)
        ? 'ELECTRIC'
        : /diesel/i.test(text)
          ? 'DIESEL'
          : /petrol|unleaded|gas/i.test(text)
            ? 'GASOLINE'
            : 'OTHER';

/** One Meta catalog row of a car at its location. */
export function metaRow(
  car: Car,
  location: Location,
  site: Pick<Site, 'url' | 'branding'>,
): Record<string, string | number> {
  const images = carImageUrls(car, site.url, site.branding.defaultImage);
  const row: Record<string, string | number> = {
    vehicle_id: car.vin ?? car.stocknum,
    vin: car.vin ?? '',
    title: car.name,
    description: `${car.name}, ${formatNumber(car.km)} km, at ${location.name}, ${location.address.city} ${location.address.state}.`,
    url: carPageUrl(car, site.url),
    make: car.make,
    model: car.model,
    trim: car.badge ?? '',
    year: car.year,
    'mileage.value': Math.round(car.km),
    'mileage.unit': 'KM',
    body_style: BODY_STYLES[car.simple_body ?? ''] ?? 'OTHER',
    transmission: transmission(car.simple_transmission ?? car.trans),
    fuel_type: fuel(car.simple_fuel ?? car.fuel),
    drivetrain: drivetrain(car.simple_drive ?? car.drive),
    exterior_color: car.colour ?? 'Other',
    state_of_vehicle: car.car_type === 'new' ? 'NEW' : car.certified ? 'CPO' : 'USED',
    price: `${Math.round(car.price)} AUD`,
    availability: 'available',
    dealer_id: location.slug,
    dealer_name: location.dealership_name || location.name,
    'address.addr1': location.address.street,
    'address.city': location.address.city,
    'address.region': location.address.state,
    'address.postal_code': location.address.postcode,
    'address.country': 'AU',
    latitude: location.address.lat,
    longitude: location.address.long,
  };
  IMAGE_COLUMNS.forEach((column, i) => {
    const image = images[i];
    if (image !== undefined) row[column] = image;
  });
  return row;
}

/** The tenant's Meta automotive catalog feed (TSV), the same passenger inventory as the Google feed. */
export function metaAutomotiveCatalog(
  cars: readonly Car[],
  locations: readonly Location[],
  site: Pick<Site, 'url' | 'branding'>,
): string {
  return tsv(
    META_COLUMNS,
    feedCars(cars, locations).map(({ car, location }) => metaRow(car, location, site)),
  );
}
