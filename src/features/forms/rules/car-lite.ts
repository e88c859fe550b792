import type { Car } from '../../stock/rules/car-schema.ts';
import { liveStatus } from '../../stock/rules/live-car.ts';
import { RESERVED_TAG } from '../../stock/rules/card-tag.ts';
import { isPriceShown, NO_PRICE_TEXT, priceLabel, type PriceLabel } from '../../stock/rules/price-display.ts';
import { formatMoney } from '../../../shared/money.ts';

/** The few fields forms, the watchlist and the reserve pages need of a car (one row of /data/cars-lite.json). */
export interface CarLite {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  car_type: string;
  status: string;
  reserved: boolean;
  /** Dollars; 0 when no price is shown. */
  price: number;
  /** What the price includes (ACL s48), shown after it wherever it is shown. */
  price_label?: PriceLabel | undefined;
  km: number;
  tag?: string | undefined;
  vin?: string | undefined;
  nvic?: string | undefined;
  location_id: number;
  dealership_id: number;
  dealership_slug: string;
  /** Thumbnail URL, if the car has photos. */
  image?: string | undefined;
  photos_count: number;
  /** Key specifications the compare page shows side by side. */
  body?: string | undefined;
  transmission?: string | undefined;
  fuel?: string | undefined;
  drive?: string | undefined;
  colour?: string | undefined;
}

/** A car reduced to its CarLite fields. */
export function carLite(car: Car): CarLite {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    car_type: car.car_type,
    status: car.status,
    reserved: car.reserved,
    price: car.price,
    price_label: priceLabel(car.price_type) ?? undefined,
    km: car.km,
    tag: car.tag,
    vin: car.vin,
    nvic: car.nvic,
    location_id: car.location_id,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    image: car.images[0]?.thumb_url ?? car.primary_image_url,
    photos_count: car.images.length,
    body: car.simple_body ?? car.bodyconfiguration,
    transmission: car.simple_transmission ?? car.trans,
    fuel: car.simple_fuel ?? car.fuel,
    drive: car.simple_drive,
    colour: car.colour,
  };
}

/**
 * The price line of a saved or compared car: 'SOLD' (no longer for sale), else the price with what it includes
 * ('Drive Away', 'excl. government charges', as the car page says it), or 'Enquire for price.' when none is shown,
 * with ' · Reserved' while the car is reserved.
 */
export function litePriceText(car: Pick<CarLite, 'status' | 'price' | 'reserved' | 'price_label'>): string {
  const status = liveStatus(car);
  if (status === 'sold') return 'SOLD';
  const price = isPriceShown(car.price)
    ? [formatMoney(car.price), car.price_label].filter(Boolean).join(' ')
    : NO_PRICE_TEXT;
  return status === 'reserved' ? `${price} · ${RESERVED_TAG}` : price;
}

/** spec: Get Finance Now shows six featured used in-stock cars with more than one photo. */
export function featuredUsedCars<
  C extends Pick<CarLite, 'car_type' | 'status' | 'reserved' | 'photos_count' | 'price'>,
>(cars: readonly C[], count = 6): C[] {
  return cars
    .filter((c) => c.car_type === 'used' && c.status === 'in_stock' && !c.reserved && c.photos_count > 1 && c.price > 0)
    .slice(0, count);
}
