import type { EngineOptions } from './engine/search.ts';

/** The part of the site config the engine reads (plain data, so it can travel to the Web Worker). */
export interface EngineSiteConfig {
  include_sold_cars_days: number;
  search: { excludedStockNumbers: string[]; excludedNewMakes: string[]; excludeZeroPriceOnPriceAscending: boolean };
}

/** Engine options from the tenant's site config (same at build time and in the browser). */
export function engineOptionsOf(site: EngineSiteConfig): EngineOptions {
  return {
    baseIndexName: 'cars',
    includeSoldCarsDays: site.include_sold_cars_days,
    excludedStockNumbers: site.search.excludedStockNumbers,
    excludedNewMakes: site.search.excludedNewMakes,
    excludeZeroPriceOnPriceAscending: site.search.excludeZeroPriceOnPriceAscending,
  };
}
