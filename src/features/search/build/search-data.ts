import { createHash } from 'node:crypto';
import type { Tenant } from '../../../config/load-tenant.ts';
import { eligibleLender } from '../../finance/rules/eligibility.ts';
import type { Car } from '../../stock/rules/car-schema.ts';
import { isListed } from '../../stock/rules/stock-rule.ts';
import { buildIndex, type BuiltIndex } from '../rules/engine/build-index.ts';
import { loadIndex } from '../rules/engine/load-index.ts';
import { createEngine, type SearchEngine } from '../rules/engine/search.ts';
import type { RoutingContext } from '../rules/routing.ts';
import { engineOptionsOf } from '../rules/engine-options.ts';
import { BUILD_NOW, stockOnce } from '../../stock/build/stock-once.ts';
import { stockNounOf, type StockNoun } from '../rules/stock-noun.ts';

/** Everything the build needs for search: listed cars, the written index, an engine over it, the path context. */
export interface SearchData {
  cars: Car[];
  built: BuiltIndex;
  engine: SearchEngine;
  routing: RoutingContext;
  /** Build moment in Unix seconds (the stock rule's clock for prerendered pages). */
  nowSeconds: number;
  /** Short hash of the index files, the browser's cache key. */
  indexVersion: string;
  /** Custom tags in stock (the offers search lists cars carrying one). */
  offerTags: string[];
  /** Ids of the locations holding listed cars (the places of the results map). */
  stockLocationIds: number[];
  /** What the listed stock is called ('cars' or 'vehicles'). */
  noun: StockNoun;
}

/**
 * A copy of the car whose finance_lenders holds only the tenant provider's entry, and only when
 * the finance rules let the car show figures; so the index's weekly_price is a figure the card may show.
 */
function withEligibleFinance(car: Car, tenant: Tenant, currentYear: number): Car {
  const { finance } = tenant.site;
  const lender = eligibleLender(car, {
    provider: finance.lenderProvider,
    excludedMakes: finance.excludedMakes,
    excludedDealershipIds: finance.excludedDealershipIds,
    currentYear,
  });
  return { ...car, finance_lenders: lender === null ? {} : { [finance.lenderProvider]: lender } };
}

/** The routing context (makes, models, dealerships, locations) of the listed stock. */
export function routingContextOf(cars: readonly Car[], tenant: Tenant): RoutingContext {
  const models: Record<string, string[]> = {};
  for (const car of cars) {
    const list = models[car.make] ?? [];
    models[car.make] = list;
    if (!list.includes(car.model)) list.push(car.model);
  }
  for (const list of Object.values(models)) list.sort((a, b) => a.localeCompare(b));
  const sales = tenant.locations.filter((location) => location.location_type === 'sales' && location.visible);
  return {
    makes: Object.keys(models).sort((a, b) => a.localeCompare(b)),
    models,
    dealershipSlugs: [...new Set(sales.map((location) => location.dealership_slug))],
    locations: sales.map((location) => ({ slug: location.slug, name: location.name })),
    bodies: [...new Set(cars.flatMap((car) => (car.simple_body === undefined ? [] : [car.simple_body])))].sort((a, b) =>
      a.localeCompare(b),
    ),
    defaultPath: tenant.site.search.defaultPath,
  };
}

let cached: { slug: string; data: Promise<SearchData> } | null = null;

/** The tenant's search data, computed once per build process. */
export function searchData(tenant: Tenant): Promise<SearchData> {
  if (cached?.slug !== tenant.slug) cached = { slug: tenant.slug, data: compute(tenant) };
  return cached.data;
}

async function compute(tenant: Tenant): Promise<SearchData> {
  const { cars: all } = await stockOnce(tenant);
  const nowSeconds = Math.floor(BUILD_NOW.getTime() / 1000);
  const currentYear = BUILD_NOW.getUTCFullYear();
  const cars = all
    .filter((car) => isListed(car, nowSeconds, tenant.site.include_sold_cars_days))
    .map((car) => withEligibleFinance(car, tenant, currentYear));
  const dealershipNames = Object.fromEntries(
    tenant.locations.map((location) => [location.dealership_slug, location.dealership_name]),
  );
  const built = buildIndex(cars, { dealershipNames });
  const engine = createEngine(loadIndex(built.index, built.vins), engineOptionsOf(tenant.site));
  const indexVersion = createHash('sha1').update(JSON.stringify(built)).digest('hex').slice(0, 12);
  const offerTags = [
    ...new Set(cars.flatMap((car) => (car.tag === undefined || car.tag === '' ? [] : [car.tag]))),
  ].sort();
  const stockLocationIds = [...new Set(cars.map((car) => car.location_id))];
  const noun = stockNounOf(cars.map((car) => car.item_type));
  return {
    cars,
    built,
    engine,
    routing: routingContextOf(cars, tenant),
    nowSeconds,
    indexVersion,
    offerTags,
    stockLocationIds,
    noun,
  };
}
