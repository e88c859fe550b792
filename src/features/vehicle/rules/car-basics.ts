import type { Location } from '../../../config/location-schema.ts';
import type { Tenant } from '../../../config/load-tenant.ts';
import { addressLine, directionsUrl } from '../../locations/rules/directions.ts';
import type { Car } from '../../stock/rules/car-schema.ts';
import type { CarPages } from '../build/car-pages.ts';
import { financeEstimate, type FinanceEstimate } from './finance-estimate.ts';
import { callPhone } from './dealer-phone.ts';
import { priceDisplay, type PriceDisplay } from '../../stock/rules/price-display.ts';

/** What the car page and its print view both show of a car, worked out once. */
export interface CarBasics {
  location: Location | undefined;
  sold: boolean;
  price: PriceDisplay;
  /** Finance figures when the lender rules allow them (never for sold cars). */
  estimate: FinanceEstimate | null;
  /** spec: the call phone (override, car-type number, location phone). */
  phone: string | null;
  address: string;
  directions: string | null;
  currentYear: number;
}

export function carBasics(car: Car, tenant: Tenant, pages: Pick<CarPages, 'locationsById' | 'now'>): CarBasics {
  const location = pages.locationsById.get(car.location_id);
  const sold = car.status === 'sold';
  const currentYear = new Date(pages.now).getUTCFullYear();
  return {
    location,
    sold,
    price: priceDisplay(car),
    estimate: sold ? null : financeEstimate(car, tenant.site.finance, currentYear),
    phone: callPhone(tenant.site.contact.phones, car.car_type, location?.contact_detail.phone),
    address: location ? addressLine(location) : `${car.city} ${car.state}`,
    directions: location ? directionsUrl(location) : null,
    currentYear,
  };
}

/** getStaticPaths of every per-car route: one path per listed car. */
export async function carStaticPaths(
  pages: Promise<CarPages>,
): Promise<{ params: { slug: string }; props: { car: Car } }[]> {
  return (await pages).cars.map((car) => ({ params: { slug: car.slug }, props: { car } }));
}
