import { brotliCompressSync, constants } from 'node:zlib';
import type { SearchRequest } from '../rules/engine/algolia-types.ts';
import { buildIndex } from '../rules/engine/build-index.ts';
import { fabricateCars } from '../rules/engine/fabricate-cars.ts';
import type { CompactIndex } from '../rules/engine/index-format.ts';
import { loadIndex } from '../rules/engine/load-index.ts';
import { createEngine } from '../rules/engine/search.ts';

/** Figures for one stock size. Times in milliseconds, sizes in bytes. */
export interface EngineBenchFigures {
  cars: number;
  buildMs: number;
  indexRawBytes: number;
  indexBrotliBytes: number;
  /** (brotli bytes - 10 KB) / cars; the budget is 30. */
  brotliBytesPerCar: number;
  vinFileBrotliBytes: number;
  cardChunksBrotliBytes: number;
  /** JSON.parse + loadIndex, as a Web Worker does once. */
  loadMs: number;
  queries: Record<string, { p50: number; p95: number }>;
}

const SIX_FACETS = ['body', 'car_type', 'make', 'model', 'price', 'year'];

/** InstantSearch-shaped multi-queries (hits query plus one per refined disjunctive facet). */
const QUERIES: Record<string, SearchRequest[]> = {
  'landing, 6 facets': [
    { indexName: 'cars', params: { facets: SIX_FACETS, hitsPerPage: 21, page: 0, maxValuesPerFacet: 100 } },
  ],
  'refined make+type+price, 6 facets + 3 disjunctive': [
    {
      indexName: 'cars',
      params: {
        facets: SIX_FACETS,
        facetFilters: [['car_type:used'], ['make:Mazda', 'make:Toyota']],
        numericFilters: ['price>=10000', 'price<=50000'],
        hitsPerPage: 21,
        page: 0,
      },
    },
    {
      indexName: 'cars',
      params: {
        facets: 'car_type',
        facetFilters: [['make:Mazda', 'make:Toyota']],
        numericFilters: ['price>=10000', 'price<=50000'],
        hitsPerPage: 0,
        page: 0,
      },
    },
    {
      indexName: 'cars',
      params: {
        facets: 'make',
        facetFilters: [['car_type:used']],
        numericFilters: ['price>=10000', 'price<=50000'],
        hitsPerPage: 0,
        page: 0,
      },
    },
    {
      indexName: 'cars',
      params: {
        facets: 'price',
        facetFilters: [['car_type:used'], ['make:Mazda', 'make:Toyota']],
        hitsPerPage: 0,
        page: 0,
      },
    },
  ],
  'text query, 6 facets': [
    { indexName: 'cars', params: { query: 'toyota hilux sr', facets: SIX_FACETS, hitsPerPage: 21 } },
  ],
  'price ascending page 3, 6 facets': [
    { indexName: 'cars_price_asc', params: { facets: SIX_FACETS, hitsPerPage: 21, page: 3 } },
  ],
};

function brotli(text: string, quality: number): number {
  return brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
}

function percentile(sorted: number[], p: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
  return Math.round(value * 1000) / 1000;
}

/**
 * Fabricates `counts` cars each, builds, serialises, loads and times InstantSearch multi-queries.
 * Each timed run uses a new clock second, so the stock rule is re-evaluated every time.
 * `brotliQuality` 11 is what a CDN pre-compresses with; lower it for quick runs.
 */
export function benchEngine(
  counts: readonly number[],
  options: { runs?: number; brotliQuality?: number } = {},
): EngineBenchFigures[] {
  const runs = options.runs ?? 50;
  const quality = options.brotliQuality ?? 11;
  return counts.map((count) => {
    const cars = fabricateCars(count);
    let started = performance.now();
    const built = buildIndex(cars);
    const buildMs = performance.now() - started;
    const json = JSON.stringify(built.index);
    const indexBrotliBytes = brotli(json, quality);
    const chunks = built.cardChunks ?? [];
    const cardChunksBrotliBytes = chunks.reduce((sum, chunk) => sum + brotli(JSON.stringify(chunk), quality), 0);
    const vinJson = JSON.stringify(built.vins);
    started = performance.now();
    const loaded = loadIndex(JSON.parse(json) as CompactIndex, JSON.parse(vinJson) as string[]);
    const engine = createEngine(loaded);
    const loadMs = performance.now() - started;
    const now = 1_748_736_000;
    const queries: EngineBenchFigures['queries'] = {};
    for (const [name, requests] of Object.entries(QUERIES)) {
      engine.search(requests, now); // warm the sort orders and JIT
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const t0 = performance.now();
        engine.search(requests, now + 1 + run);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      queries[name] = { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
    }
    return {
      cars: count,
      buildMs: Math.round(buildMs),
      indexRawBytes: json.length,
      indexBrotliBytes,
      brotliBytesPerCar: Math.round(((indexBrotliBytes - 10_240) / count) * 10) / 10,
      vinFileBrotliBytes: brotli(vinJson, quality),
      cardChunksBrotliBytes,
      loadMs: Math.round(loadMs),
      queries,
    };
  });
}
