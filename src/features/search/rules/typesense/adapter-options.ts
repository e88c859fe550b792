import { sortOptionOf } from '../engine/sort-orders.ts';
import type { TypesenseBrowserConfig } from '../page-config.ts';
import type { SortOption } from '../../../../config/site/search.ts';

/** Fields the text query searches, most important first. */
export const QUERY_BY = 'name,make,model,badge,stocknum,vin';

/** Typesense sort_by per sort option (custom_rank desc is the default: spec, search service). */
export const TYPESENSE_SORTS: Readonly<Record<SortOption, string>> = {
  mostRelevant: 'custom_rank:desc,created_at_timestamp:desc',
  latest: 'created_at_timestamp:desc',
  highestPrice: 'price:desc',
  lowestPrice: 'price:asc',
  subscriptionPrice: 'subscription_price:asc',
  kmsLowest: 'km:asc',
  kmsHighest: 'km:desc',
};

/** The Typesense index name of a page index name: 'cars_price_asc' → '<collection>/sort/price:asc'. */
export function typesenseIndexName(indexName: string, collection: string): string {
  const option = sortOptionOf(indexName, 'cars');
  return option === 'mostRelevant' ? collection : `${collection}/sort/${TYPESENSE_SORTS[option]}`;
}

/** typesense-instantsearch-adapter options for a tenant (scoped search-only key; the stock filter is inside the key). */
export function adapterOptions(config: TypesenseBrowserConfig) {
  return {
    server: { apiKey: config.searchKey, nodes: config.nodes, cacheSearchResultsForSeconds: 60 },
    additionalSearchParameters: { query_by: QUERY_BY, sort_by: TYPESENSE_SORTS.mostRelevant, per_page: 21 },
    collectionSpecificSearchParameters: {},
  };
}
