/**
 * The subset of the Algolia search protocol that InstantSearch (algoliasearch-helper 3) sends and
 * reads. Shapes checked against node_modules/algoliasearch-helper/src/requestBuilder.js: the hits
 * query carries every facet (or ['*']); each refined disjunctive facet gets its own query with that
 * facet's refinements removed, `hitsPerPage: 0`, `page: 0` and `facets` as a single string.
 */

/** A facet filter: a string ANDs, a nested array ORs. Negation as `attr:-value`; `\-` escapes a leading dash. */
export type FacetFilters = string | readonly (string | readonly string[])[];
/** e.g. `price>=5000`; a nested array ORs. */
export type NumericFilters = string | readonly (string | readonly string[])[];

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | readonly string[];
  facetFilters?: FacetFilters;
  numericFilters?: NumericFilters;
  /** Algolia filter expression, e.g. `status:in_stock AND (make:Toyota OR make:Mazda) AND price > 0`. */
  filters?: string;
  maxValuesPerFacet?: number;
  attributesToRetrieve?: readonly string[];
  /** Search for facet values only. */
  facetName?: string;
  facetQuery?: string;
  maxFacetHits?: number;
  [other: string]: unknown;
}

export interface SearchRequest {
  indexName: string;
  params?: SearchParams;
  /** algoliasearch v5 marks facet-value searches with type 'facet' and the facet name. */
  type?: 'default' | 'facet';
  facet?: string;
  [other: string]: unknown;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface Hit {
  objectID: string;
  [field: string]: unknown;
}

export interface SearchResult {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, FacetStats>;
  processingTimeMS: number;
  query: string;
  params: string;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  index: string;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResult {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

export interface MultiSearchResponse {
  results: (SearchResult | FacetSearchResult)[];
}
