import type { Location } from '../../../config/location-schema.ts';
import type { Tenant } from '../../../config/load-tenant.ts';
import { similarCarsIndex } from '../../search/rules/similar-index.ts';
import type { Car } from '../../stock/rules/car-schema.ts';
import { BUILD_NOW, stockOnce } from '../../stock/build/stock-once.ts';
import { isListed } from '../../stock/rules/stock-rule.ts';

/** Everything car pages share, computed once per build. */
export interface CarPages {
  /** Listed cars (spec stock rule, sold cars within include_sold_cars_days included). */
  readonly cars: readonly Car[];
  readonly locationsById: ReadonlyMap<number, Location>;
  readonly primaryLocation: Location | undefined;
  /** 'Make|Model' pairs present in stock (breadcrumbs link a model only when it is in stock). */
  readonly stockModels: ReadonlySet<string>;
  /** Up to 6 similar in-stock cars for a car (spec: same model first, price band). */
  similarTo(car: Car): Car[];
  /** Epoch milliseconds the build treats as now. */
  readonly now: number;
}

const pending = new Map<string, Promise<CarPages>>();

/**
 * The tenant's car pages data, loaded once per build however many pages ask; kept per tenant, so a process
 * that asks for several tenants (a test worker) never gets one tenant's cars for another's.
 */
export function carPages(tenant: Tenant): Promise<CarPages> {
  let loaded = pending.get(tenant.slug);
  if (loaded === undefined) {
    loaded = buildCarPages(tenant);
    pending.set(tenant.slug, loaded);
  }
  return loaded;
}

async function buildCarPages(tenant: Tenant): Promise<CarPages> {
  // One build clock: search pages and the index list exactly the cars that get a page.
  const now = BUILD_NOW.getTime();
  const { cars: stock } = await stockOnce(tenant);
  const cars = stock.filter((car) => isListed(car, now / 1000, tenant.site.include_sold_cars_days));
  return {
    cars,
    now,
    locationsById: new Map(tenant.locations.map((location) => [location.id, location])),
    primaryLocation: tenant.locations.find((location) => location.primary) ?? tenant.locations[0],
    stockModels: new Set(cars.map((car) => `${car.make}|${car.model}`)),
    similarTo: similarCarsIndex(cars),
  };
}
