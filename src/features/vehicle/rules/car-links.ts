import type { Site } from '../../../config/site-schema.ts';
import type { Car } from '../../stock/rules/car-schema.ts';

/** Where the car page's calls to action go (spec routes). */
export interface CarLinks {
  readonly reserve: string;
  readonly enquire: string;
  readonly testDrive: string;
  readonly finance: string;
  readonly findSimilar: string;
  readonly tradeIn: string;
  readonly print: string;
}

/** The car page's own enquiry form (in stock) and find-similar form (sold): they carry the car to the dealer. */
export const CAR_ENQUIRY_ANCHOR = '#enquiry-form';
export const FIND_SIMILAR_ANCHOR = '#find-similar';

/** spec/shopper §2 routes for one car: checkout or buy-online, finance page with its query and #finance-form, trade-in, print. */
export function carLinks(car: Car, site: Site): CarLinks {
  const slug = encodeURIComponent(car.slug);
  const finance = new URLSearchParams({
    car_id: car.slug,
    vehiclePriceBudget: String(car.price),
    car_type: car.car_type,
    preferredDealership: car.dealership_slug,
  });
  if (car.vin !== undefined) finance.set('vin', car.vin);
  return {
    reserve: `/cars/${slug}/${site.features.buyOnline ? 'buy-online' : 'checkout'}`,
    enquire: CAR_ENQUIRY_ANCHOR,
    testDrive: `/book-test-drive?car_id=${slug}`,
    finance: `${site.finance.pagePath}?${finance.toString()}#finance-form`,
    findSimilar: FIND_SIMILAR_ANCHOR,
    tradeIn: `/cars/trade-in?car_id=${car.id}`,
    print: `/print?car_id=${slug}`,
  };
}
