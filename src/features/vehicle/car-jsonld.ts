import type { Car } from '../stock/car-schema.ts';
import { isAvailable } from '../stock/stock-rule.ts';
import { isPriceShown } from './rules/price-display.ts';

const CONDITION = { new: 'https://schema.org/NewCondition', used: 'https://schema.org/UsedCondition', demo: 'https://schema.org/UsedCondition' } as const;

function availability(car: Pick<Car, 'status'>): string {
  if (car.status === 'sold') return 'https://schema.org/SoldOut';
  if (car.status === 'coming_soon') return 'https://schema.org/PreOrder';
  return isAvailable(car) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/**
 * schema.org Car with an Offer (price in AUD when shown, availability, itemCondition), VIN, odometer
 * in km, model year, brand, model, body, fuel, transmission, drive, colour and absolute image URLs.
 * @param pageUrl absolute URL of the car page; `siteUrl` makes image paths absolute.
 */
export function carJsonLd(car: Car, pageUrl: string, siteUrl: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: pageUrl,
    priceCurrency: 'AUD',
    availability: availability(car),
    itemCondition: CONDITION[car.car_type],
  };
  if (isPriceShown(car.price)) offer['price'] = car.price;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url: pageUrl,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    itemCondition: CONDITION[car.car_type],
    offers: offer,
    image: car.images.map((image) => absolute(image.url)),
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
  for (const [key, value] of Object.entries(optional)) if (value !== undefined && value.trim() !== '') data[key] = value;
  return data;
}
