import type { Car, ItemType } from '../../stock/rules/car-schema.ts';
import { isAvailable } from '../../stock/rules/stock-rule.ts';
import { isPriceShown } from '../../stock/rules/price-display.ts';

const CONDITION = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  demo: 'https://schema.org/UsedCondition',
} as const;

/** schema.org types by item type: bikes are Motorcycle, caravans and trucks the general Vehicle; every listing is also a Product (it has an Offer). */
const TYPES: Record<ItemType, readonly [string, 'Product']> = {
  car: ['Car', 'Product'],
  motorcycle: ['Motorcycle', 'Product'],
  caravan: ['Vehicle', 'Product'],
  truck: ['Vehicle', 'Product'],
};

function availability(car: Pick<Car, 'status'>): string {
  if (car.status === 'sold') return 'https://schema.org/SoldOut';
  if (car.status === 'coming_soon') return 'https://schema.org/PreOrder';
  return isAvailable(car) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/**
 * schema.org Car, Motorcycle or Vehicle (each with Product) with an Offer (price in AUD when shown,
 * availability, itemCondition), VIN, odometer in km, model year, brand, model, body, fuel,
 * transmission, drive, colour and absolute image URLs.
 * @param canonical the car page's canonical URL (its `url` and `offers.url`)
 * @param defaultImage the tenant's image for a car without photos (root-relative or absolute)
 */
export function carJsonLd(car: Car, canonical: string, siteUrl: string, defaultImage: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: canonical,
    priceCurrency: 'AUD',
    availability: availability(car),
    itemCondition: CONDITION[car.car_type],
  };
  if (isPriceShown(car.price)) offer['price'] = car.price;
  const images = car.images.length > 0 ? car.images.map((image) => image.url) : [defaultImage];
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': TYPES[car.item_type],
    name: car.name,
    url: canonical,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    itemCondition: CONDITION[car.car_type],
    offers: offer,
    image: images.map(absolute),
  };
  const optional: Record<string, string | undefined> = {
    vehicleIdentificationNumber: car.vin,
    bodyType: car.simple_body,
    fuelType: car.simple_fuel ?? car.fuel,
    vehicleTransmission: car.simple_transmission ?? car.trans,
    driveWheelConfiguration: car.simple_drive ?? car.drive,
    color: car.colour,
    sku: car.stocknum,
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined && value.trim() !== '') data[key] = value;
  return data;
}
