import type { Car } from '../../../stock/rules/car-schema.ts';
import { bucketOf, PRICE_BUCKETS, WEEKLY_PRICE_BUCKETS } from '../engine/price-buckets.ts';

/** One Typesense document: field names as the collection schema and the search page use them. */
export type CarRecord = Record<string, string | number | boolean | string[]>;

function weeklyPrice(car: Car): number | undefined {
  for (const lender of Object.values(car.finance_lenders ?? {}))
    if (lender.paymentWeek !== undefined && lender.paymentWeek > 0) return lender.paymentWeek;
  return undefined;
}

/** The price facet's range label of a price, e.g. '$20,000 - $30,000'. */
export const priceRange = (price: number): string | undefined => PRICE_BUCKETS[bucketOf(price, PRICE_BUCKETS)]?.label;

/** A car as a Typesense document (id as a string; missing values left out, as optional fields allow). */
export function carRecord(car: Car, dealershipNames: Readonly<Record<string, string>> = {}): CarRecord {
  const weekly = weeklyPrice(car);
  const entries: [string, string | number | boolean | string[] | undefined][] = [
    ['id', String(car.id)],
    ['name', car.name],
    ['slug', car.slug],
    ['stocknum', car.stocknum],
    ['vin', car.vin],
    ['make', car.make],
    ['model', car.model],
    ['make_model', `${car.make}|${car.model}`],
    ['badge', car.badge],
    ['car_type', car.car_type],
    ['body', car.simple_body],
    ['colour', car.colour],
    ['drive', car.simple_drive],
    ['fuel', car.simple_fuel],
    ['transmission', car.simple_transmission],
    ['state', car.state],
    ['city', car.city],
    ['location_name', car.location_name],
    ['dealership_name', dealershipNames[car.dealership_slug] ?? car.dealership_slug],
    ['dealership_slug', car.dealership_slug],
    ['tag', car.tag],
    ['item_type', car.item_type],
    ['status', car.status],
    ['price_range', priceRange(car.price)],
    [
      'weekly_price_range',
      weekly === undefined ? undefined : WEEKLY_PRICE_BUCKETS[bucketOf(weekly, WEEKLY_PRICE_BUCKETS)]?.label,
    ],
    ['certified', car.certified],
    ['filtered_features', car.filtered_features],
    ['categories', car.categories],
    ['seats', car.seats],
    ['year', car.year],
    ['km', car.km],
    ['price', car.price],
    ['subscription_price', car.subscription_price],
    ['created_at_timestamp', Math.floor(Date.parse(car.created_at) / 1000)],
    ['weekly_price', weekly],
    ['sold_date_timestamp', car.sold_date_timestamp],
    ['custom_rank', car.custom_rank],
    ['location_id', car.location_id],
    ['show_on_dealer_website', car.show_on_dealer_website],
    ['reserved', car.reserved],
    ['preorder', car.preorder],
    ['primary_image_url', car.primary_image_url ?? car.images[0]?.url],
    ['thumb_url', car.images[0]?.thumb_url],
    ['before_price', car.before_price],
    ['images_count', car.images.length],
  ];
  return Object.fromEntries(
    entries.filter(
      (entry): entry is [string, string | number | boolean | string[]] => entry[1] !== undefined && entry[1] !== null,
    ),
  );
}
