import type { SearchRequest } from './engine/algolia-types.ts';
import { replicaIndexName } from './engine/sort-orders.ts';
import type { SearchState } from './search-state.ts';
import { RANGE_FACETS } from './facet-kinds.ts';

/** Results per page (spec: page size 21). */
export const HITS_PER_PAGE = 21;
/** Facet values fetched per facet (enough for every make and model a dealer group stocks). */
export const MAX_VALUES_PER_FACET = 200;

/** numericFilters of the state's ranges, e.g. ['price>=5000', 'price<=25000']. */
export function rangeFilters(ranges: SearchState['ranges'], skip?: string): string[] {
  const filters: string[] = [];
  for (const [name, range] of Object.entries(ranges)) {
    if (name === skip) continue;
    if (range.min !== undefined) filters.push(`${name}>=${range.min}`);
    if (range.max !== undefined) filters.push(`${name}<=${range.max}`);
  }
  return filters;
}

function facetFilters(refinements: SearchState['refinements'], skip?: string): string[][] {
  return Object.entries(refinements)
    .filter(([name, values]) => name !== skip && values.length > 0)
    .map(([name, values]) => values.map((value) => `${name}:${value}`));
}

/**
 * The InstantSearch-shaped multi-query for a search state, as InstantSearch itself sends it: one
 * query for hits and every facet, plus one per refined list facet (without its own filter, so its
 * other values keep their counts: disjunctive faceting) and one per refined range (for its stats).
 * `filters` (an Algolia filter expression) carries the location and offers filters.
 */
export function requestsOfState(state: SearchState, facets: readonly string[], filters = ''): SearchRequest[] {
  const indexName = replicaIndexName('cars', state.sortBy);
  const base = { query: state.query, maxValuesPerFacet: MAX_VALUES_PER_FACET, ...(filters === '' ? {} : { filters }) };
  const numeric = (skip?: string) => rangeFilters(state.ranges, skip);
  const requests: SearchRequest[] = [
    {
      indexName,
      params: {
        ...base,
        facets: [...facets],
        facetFilters: facetFilters(state.refinements),
        numericFilters: numeric(),
        hitsPerPage: HITS_PER_PAGE,
        page: state.page - 1,
      },
    },
  ];
  for (const name of Object.keys(state.refinements)) {
    if (!facets.includes(name) || RANGE_FACETS.includes(name as never)) continue;
    requests.push({
      indexName,
      params: {
        ...base,
        facets: [name],
        facetFilters: facetFilters(state.refinements, name),
        numericFilters: numeric(),
        hitsPerPage: 0,
        page: 0,
      },
    });
  }
  for (const name of Object.keys(state.ranges)) {
    if (!facets.includes(name)) continue;
    requests.push({
      indexName,
      params: {
        ...base,
        facets: [name],
        facetFilters: facetFilters(state.refinements),
        numericFilters: numeric(name),
        hitsPerPage: 0,
        page: 0,
      },
    });
  }
  return requests;
}
