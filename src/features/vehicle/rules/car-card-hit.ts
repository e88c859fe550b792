import type { CardHit } from '../../search/rules/card-hit.ts';
import type { Car, FinanceLender } from '../../stock/rules/car-schema.ts';

/** A stock car as a search card hit (for the similar cars carousel); `lender` only when finance rules allow its figures. */
export function carCardHit(car: Car, lender: FinanceLender | undefined): CardHit {
  const hit: CardHit = {
    objectID: String(car.id),
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    year: car.year,
    car_type: car.car_type,
    status: car.status === 'sold' || car.status === 'coming_soon' ? car.status : 'in_stock',
    price: car.price,
    km: car.km,
    reserved: car.reserved,
    certified: car.certified,
    preorder: car.preorder,
    created_at: car.created_at,
    images_count: car.images.length,
    location_name: car.location_name,
    city: car.city,
    state: car.state,
  };
  const optional = {
    before_price: car.before_price,
    weekly_price: lender?.paymentWeek,
    comparison_rate: lender?.comparisonRate ?? undefined,
    price_type: car.price_type,
    simple_transmission: car.simple_transmission,
    trans: car.trans,
    simple_fuel: car.simple_fuel,
    fuel_detail: car.fuel,
    simple_body: car.simple_body,
    tag: car.tag,
    primary_image_url: car.images[0]?.url ?? car.primary_image_url,
    thumb_url: car.images[0]?.thumb_url,
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined) (hit as unknown as Record<string, unknown>)[key] = value;
  return hit;
}
