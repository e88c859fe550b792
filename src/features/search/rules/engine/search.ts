import { FACETS } from '../../../../config/site/search.ts';
import type {
  FacetSearchResult,
  MultiSearchResponse,
  SearchParams,
  SearchRequest,
  SearchResult,
  FacetStats,
} from './algolia-types.ts';
import { countFacet } from './facet-counts.ts';
import { compileFilterExpression } from './filter-expression.ts';
import { hitOf } from './hits.ts';
import type { LoadedIndex } from './load-index.ts';
import { compileFacetFilters, compileNumericFilters } from './request-filters.ts';
import { numericCompare, type RowTest } from './row-tests.ts';
import { sortOptionOf, sortOrder } from './sort-orders.ts';
import { listedMask, type ListingRules } from './stock-mask.ts';
import { scoreQuery, tokenize } from './text-match.ts';

/** Results per page when the request names none (spec: page size 21). */
export const DEFAULT_HITS_PER_PAGE = 21;
/** Algolia's default for maxValuesPerFacet. */
export const DEFAULT_MAX_VALUES_PER_FACET = 100;

export interface EngineOptions extends ListingRules {
  /** Index name of the mostRelevant sort; replicas append `_latest`, `_price_asc`, ... Default: 'cars'. */
  baseIndexName?: string;
  /** Leave out zero-price cars when sorting by price ascending. Default: true. */
  excludeZeroPriceOnPriceAscending?: boolean;
}

/** Anything that answers an InstantSearch multi-query: the engine itself, or a Web Worker proxy. */
export interface EngineLike {
  search(requests: readonly SearchRequest[], nowSeconds: number): MultiSearchResponse | Promise<MultiSearchResponse>;
}

export interface SearchEngine extends EngineLike {
  search(requests: readonly SearchRequest[], nowSeconds: number): MultiSearchResponse;
}

/** Flattens `{ indexName, params, ...rest }` into one parameter object (v4 and v5 request shapes). */
function paramsOf(request: SearchRequest): SearchParams {
  const { indexName: _indexName, params, type: _type, facet, ...rest } = request;
  const merged: SearchParams = { ...rest, ...params };
  if (facet !== undefined && merged.facetName === undefined) merged.facetName = facet;
  return merged;
}

function serialise(params: SearchParams): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

function facetNames(facets: SearchParams['facets']): readonly string[] {
  if (facets === undefined) return [];
  const list = typeof facets === 'string' ? [facets] : facets;
  return list.includes('*') ? FACETS : list;
}

/** Creates the query engine over a loaded index. `search` is synchronous and pure given `nowSeconds`. */
export function createEngine(index: LoadedIndex, options: EngineOptions = {}): SearchEngine {
  const baseIndexName = options.baseIndexName ?? 'cars';
  const excludeZeroPrice = options.excludeZeroPriceOnPriceAscending ?? true;
  let maskCache: { now: number; mask: Uint8Array } | null = null;

  function listed(nowSeconds: number): Uint8Array {
    if (maskCache?.now !== nowSeconds) maskCache = { now: nowSeconds, mask: listedMask(index, nowSeconds, options) };
    return maskCache.mask;
  }

  /** Rows passing the stock rule, filters and query, in row order, with their query scores. */
  function match(indexName: string, params: SearchParams, nowSeconds: number) {
    const tests: RowTest[] = [
      ...compileFacetFilters(index, params.facetFilters),
      ...compileNumericFilters(index, params.numericFilters),
    ];
    if (params.filters !== undefined && params.filters.trim() !== '')
      tests.push(compileFilterExpression(index, params.filters));
    const sort = sortOptionOf(indexName, baseIndexName);
    if (sort === 'lowestPrice' && excludeZeroPrice) tests.push(numericCompare(index, 'price', '>', 0));
    const scores = scoreQuery(index, params.query ?? '');
    const mask = listed(nowSeconds);
    const matched = new Uint8Array(index.count);
    const rows: number[] = [];
    for (let row = 0; row < index.count; row++) {
      if (mask[row] === 0 || (scores !== null && scores[row] === 0)) continue;
      let pass = true;
      for (const test of tests)
        if (!test(row)) {
          pass = false;
          break;
        }
      if (pass) {
        matched[row] = 1;
        rows.push(row);
      }
    }
    return { sort, scores, matched, rows: Int32Array.from(rows) };
  }

  function facetsOf(names: readonly string[], rows: Int32Array, maxValues: number) {
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    for (const name of names) {
      const column = index.columns.get(name);
      if (column === undefined) continue;
      const result = countFacet(column, rows, maxValues);
      facets[name] = result.counts;
      if (result.stats !== undefined) stats[name] = result.stats;
    }
    return { facets, stats };
  }

  function searchOne(request: SearchRequest, nowSeconds: number): SearchResult | FacetSearchResult {
    const started = performance.now();
    const params = paramsOf(request);
    const { sort, scores, matched, rows } = match(request.indexName, params, nowSeconds);
    if (request.type === 'facet' || params.facetName !== undefined) {
      const name = params.facetName ?? '';
      const wanted = tokenize(params.facetQuery ?? '');
      const column = index.columns.get(name);
      const counts = column === undefined ? {} : countFacet(column, rows, Number.MAX_SAFE_INTEGER).counts;
      const facetHits = Object.entries(counts)
        .filter(([value]) => wanted.every((token) => tokenize(value).some((word) => word.startsWith(token))))
        .slice(0, params.maxFacetHits ?? 10)
        .map(([value, count]) => ({ value, highlighted: value, count }));
      return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
    }
    const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = Math.max(0, params.page ?? 0);
    const { facets, stats } = facetsOf(
      facetNames(params.facets),
      rows,
      params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET,
    );
    const pageRows: number[] = [];
    if (hitsPerPage > 0) {
      const start = page * hitsPerPage;
      const end = start + hitsPerPage;
      const order = sortOrder(index, sort);
      if (scores === null) {
        let seen = 0;
        for (let i = 0; i < order.length && seen < end; i++) {
          const row = order[i] ?? 0;
          if (matched[row] === 0) continue;
          if (seen >= start) pageRows.push(row);
          seen++;
        }
      } else {
        // Better text matches first, then the sort (Array.prototype.sort is stable).
        const ranked: number[] = [];
        for (const row of order) if (matched[row] === 1) ranked.push(row);
        ranked.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
        pageRows.push(...ranked.slice(start, end));
      }
    }
    return {
      hits: pageRows.map((row) => hitOf(index, row, params.attributesToRetrieve)),
      nbHits: rows.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(rows.length / hitsPerPage) : 0,
      hitsPerPage,
      facets,
      facets_stats: stats,
      processingTimeMS: Math.round(performance.now() - started),
      query: params.query ?? '',
      params: serialise(params),
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      index: request.indexName,
    };
  }

  return {
    search(requests, nowSeconds) {
      return { results: requests.map((request) => searchOne(request, nowSeconds)) };
    },
  };
}
