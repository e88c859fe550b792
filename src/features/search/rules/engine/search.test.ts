import { describe, expect, it } from 'vitest';
import type { FacetSearchResult, SearchParams, SearchResult } from './algolia-types.ts';
import { buildIndex } from './build-index.ts';
import { FIXTURE_CARS, FIXTURE_NOW } from './fixtures.ts';
import { loadIndex } from './load-index.ts';
import { createEngine, type EngineOptions } from './search.ts';

function engineOf(options: EngineOptions = {}, chunk: number | null = null) {
  const built = buildIndex(FIXTURE_CARS, { cardChunkSize: chunk });
  // Round-trip through JSON, as the browser receives it.
  const index = JSON.parse(JSON.stringify(built.index));
  return createEngine(loadIndex(index, built.vins), options);
}

const engine = engineOf();

function run(params: SearchParams = {}, indexName = 'cars', now = FIXTURE_NOW): SearchResult {
  return engine.search([{ indexName, params: { hitsPerPage: 100, ...params } }], now).results[0] as SearchResult;
}
const ids = (result: SearchResult) => result.hits.map((hit) => hit['id']);

describe('stock rule at query time', () => {
  it('lists in_stock, coming_soon and recently sold cars shown on the dealer website', () => {
    const result = run();
    expect(result.nbHits).toBe(26);
    expect(ids(result)).not.toContain(25); // show_on_dealer_website false
    expect(ids(result)).not.toContain(27); // status withdrawn
    expect(ids(result)).toContain(17); // coming_soon
    expect(ids(result)).toContain(6); // sold 1 day ago
  });
  it('drops a car sold exactly 3 days ago, keeps one sold 3 days minus 1 s ago, drops 3 days plus 1 s', () => {
    const listed = ids(run());
    expect(listed).not.toContain(22);
    expect(listed).toContain(23);
    expect(listed).not.toContain(24);
  });
  it('uses the clock passed in: a second later the 3-days-minus-1-s car is gone', () => {
    expect(ids(run({}, 'cars', FIXTURE_NOW + 1))).not.toContain(23);
  });
  it('honours includeSoldCarsDays', () => {
    const seven = engineOf({ includeSoldCarsDays: 7 });
    const result = seven.search([{ indexName: 'cars', params: { hitsPerPage: 100 } }], FIXTURE_NOW)
      .results[0] as SearchResult;
    expect(result.nbHits).toBe(28);
  });
  it('honours excluded stock numbers and excluded new makes', () => {
    const excluding = engineOf({ excludedStockNumbers: ['U9921'], excludedNewMakes: ['Nissan', 'Mazda'] });
    const result = excluding.search([{ indexName: 'cars', params: { hitsPerPage: 100 } }], FIXTURE_NOW)
      .results[0] as SearchResult;
    const listed = ids(result);
    expect(listed).not.toContain(29);
    expect(listed).not.toContain(26); // new Nissan
    expect(listed).not.toContain(10); // new Mazda
    expect(listed).toContain(9); // used Mazda
  });
});

describe('full-text query', () => {
  it('matches token prefixes case-insensitively, all tokens required', () => {
    expect(ids(run({ query: 'toy cor' })).sort()).toEqual([1, 2]);
    expect(ids(run({ query: 'HILUX sr' }))).toEqual([4]);
    expect(run({ query: 'toyota ranger' }).nbHits).toBe(0);
  });
  it('searches badge, series, colour, stock number and VIN', () => {
    expect(ids(run({ query: 'wildtrak' }))).toEqual([15]);
    expect(ids(run({ query: 'my24' }))).toEqual([4]);
    expect(ids(run({ query: 'yellow' })).sort()).toEqual([18]);
    expect(ids(run({ query: 'u9921' }))).toEqual([29]);
    expect(ids(run({ query: 'jtnku3' }))).toEqual([1]);
  });
  it('ranks exact word matches before prefix matches, then by the sort', () => {
    // 'cx' exactly matches the 'cx' word of CX-5/CX-9/CX-3; all equal, so mostRelevant order applies.
    expect(ids(run({ query: 'cx' }))).toEqual([10, 9, 13, 14]);
    // 'land' is an exact word of 'Land Rover'; 'landcruiser' only prefix-matches.
    expect(ids(run({ query: 'land' }))).toEqual([28, 6]);
  });
});

describe('facet filters', () => {
  it('ORs inside an array and ANDs across arrays', () => {
    const result = run({ facetFilters: [['make:Toyota', 'make:Mazda'], ['car_type:new']] });
    expect(ids(result).sort((a, b) => Number(a) - Number(b))).toEqual([3, 4, 10]);
  });
  it('supports negation as attr:-value and -attr:value, and the \\- escape', () => {
    expect(run({ facetFilters: ['make:-Toyota'] }).nbHits).toBe(18);
    expect(run({ facetFilters: ['-make:Toyota'] }).nbHits).toBe(18);
    expect(run({ facetFilters: ['colour:\\-White'] }).nbHits).toBe(0);
  });
  it.each([
    ['model:CX-5', 2],
    ['make_model:Ford|Ranger', 2],
    ['badge:GXL', 2],
    ['car_type:demo', 4],
    ['body:Ute', 7],
    ['colour:White', 6],
    ['drive:4WD', 8],
    ['fuel:Hybrid', 4],
    ['transmission:Manual', 4],
    ['seats:7', 4],
    ['year:2024', 6],
    ['km:10', 2],
    ['price:24990', 1],
    ['state:NSW', 7],
    ['city:Chermside', 7],
    ['location_name:Parramatta Motors', 7],
    ['dealership_name:northside', 7],
    ['tag:Low Kms', 1],
    ['certified:true', 1],
    ['filtered_features:Apple CarPlay', 3],
    ['item_type:car', 26],
    ['categories:Work', 2],
    ['status:sold', 4],
    ['price_range:$20,000 - $30,000', 4],
    ['weekly_price_range:$100 - $150 per week', 1],
    ['make:Nope', 0],
    ['nope:Toyota', 0],
  ])('%s matches %i cars', (filter, count) => {
    expect(run({ facetFilters: [filter] }).nbHits).toBe(count);
  });
});

describe('numeric filters and filter expressions', () => {
  it('applies ranges', () => {
    expect(run({ numericFilters: ['price>=30000', 'price<=50000'] }).nbHits).toBe(7);
    expect(run({ numericFilters: ['year>=2023', 'km<=10000'] }).nbHits).toBe(8);
    expect(run({ numericFilters: [['seats=7', 'seats=8']] }).nbHits).toBe(5);
  });
  it('reads the filters expression syntax', () => {
    expect(run({ filters: 'make:Toyota AND car_type:new' }).nbHits).toBe(2);
    expect(run({ filters: '(make:Toyota OR make:"Land Rover") AND price:40000 TO 130000' }).nbHits).toBe(5);
    expect(run({ filters: 'status:in_stock AND NOT car_type:used AND price > 60000' }).nbHits).toBe(5);
    expect(() => run({ filters: 'make:Toyota AND (' })).toThrow(SyntaxError);
  });
});

describe('facet counts', () => {
  it('counts values sorted by count then name and gives stats for numbers', () => {
    const result = run({ facets: ['make', 'price'], hitsPerPage: 0 });
    expect(Object.entries(result.facets['make'] ?? {})).toEqual([
      ['Toyota', 8],
      ['Mazda', 6],
      ['Ford', 4],
      ['Hyundai', 3],
      ['Isuzu', 1],
      ['Kia', 1],
      ['Land Rover', 1],
      ['Nissan', 1],
      ['Subaru', 1],
    ]);
    expect(result.facets_stats['price']?.min).toBe(0);
    expect(result.facets_stats['price']?.max).toBe(129990);
    expect(result.hits).toEqual([]);
  });
  it("expands ['*'] to every facet and honours maxValuesPerFacet", () => {
    const result = run({ facets: ['*'], maxValuesPerFacet: 2, hitsPerPage: 0 });
    expect(Object.keys(result.facets)).toContain('filtered_features');
    expect(Object.keys(result.facets['make'] ?? {})).toEqual(['Toyota', 'Mazda']);
  });
  it('answers the disjunctive multi-query InstantSearch sends', () => {
    // Hits query with both refinements, plus one query per refined disjunctive facet without its own refinement.
    const [main, makeOnly, typeOnly] = engine.search(
      [
        {
          indexName: 'cars',
          params: {
            facets: ['car_type', 'make'],
            facetFilters: [['car_type:new'], ['make:Toyota']],
            hitsPerPage: 21,
            page: 0,
          },
        },
        {
          indexName: 'cars',
          params: { facets: 'make', facetFilters: [['car_type:new']], hitsPerPage: 0, page: 0, analytics: false },
        },
        { indexName: 'cars', params: { facets: 'car_type', facetFilters: [['make:Toyota']], hitsPerPage: 0, page: 0 } },
      ],
      FIXTURE_NOW,
    ).results as SearchResult[];
    expect(main?.nbHits).toBe(2);
    expect(makeOnly?.facets['make']).toEqual({ Toyota: 2, Ford: 1, Hyundai: 1, Mazda: 1, Nissan: 1 });
    expect(typeOnly?.facets['car_type']).toEqual({ used: 5, new: 2, demo: 1 });
    expect(makeOnly?.nbPages).toBe(0);
  });
  it('searches facet values (v5 type facet request)', () => {
    const response = engine.search(
      [{ indexName: 'cars', type: 'facet', facet: 'make', params: { facetQuery: 'ma' } }],
      FIXTURE_NOW,
    );
    expect((response.results[0] as FacetSearchResult).facetHits).toEqual([
      { value: 'Mazda', highlighted: 'Mazda', count: 6 },
    ]);
  });
});

describe('sorts by replica index name', () => {
  it('mostRelevant: custom_rank desc then newest first', () => {
    expect(ids(run()).slice(0, 4)).toEqual([3, 17, 21, 4]);
  });
  it('mostRelevant lists available stock before sold cars, whatever their rank', () => {
    const status = run().hits.map((hit) => hit['status']);
    const firstSold = status.indexOf('sold');
    expect(firstSold).toBeGreaterThan(0);
    expect(status.slice(firstSold).every((value) => value === 'sold')).toBe(true);
  });
  it('latest, price, km and subscription sorts', () => {
    expect(ids(run({}, 'cars_latest')).slice(0, 3)).toEqual([17, 21, 4]);
    expect(ids(run({}, 'cars_price_desc')).slice(0, 2)).toEqual([28, 6]);
    expect(ids(run({}, 'cars_price_asc')).slice(0, 2)).toEqual([11, 14]);
    expect(ids(run({}, 'cars_price_asc'))).not.toContain(7); // zero price left out
    expect(ids(run({}, 'cars_km_asc')).slice(0, 2)).toEqual([4, 3]);
    expect(ids(run({}, 'cars_km_desc'))[0]).toBe(16);
    expect(ids(run({}, 'cars_subscription_asc')).slice(0, 3)).toEqual([19, 20, 18]);
  });
  it('keeps zero-price cars on price ascending when configured', () => {
    const keep = engineOf({ excludeZeroPriceOnPriceAscending: false });
    const result = keep.search([{ indexName: 'cars_price_asc', params: {} }], FIXTURE_NOW).results[0] as SearchResult;
    expect(result.hits[0]?.['id']).toBe(7);
  });
});

describe('pagination', () => {
  it('pages of 21 by default', () => {
    const first = engine.search([{ indexName: 'cars', params: {} }], FIXTURE_NOW).results[0] as SearchResult;
    const second = engine.search([{ indexName: 'cars', params: { page: 1 } }], FIXTURE_NOW).results[0] as SearchResult;
    expect(first.hits).toHaveLength(21);
    expect(first.nbPages).toBe(2);
    expect(second.hits).toHaveLength(5);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(26);
    const beyond = engine.search([{ indexName: 'cars', params: { page: 5 } }], FIXTURE_NOW).results[0] as SearchResult;
    expect(beyond.hits).toEqual([]);
  });
});

describe('hits', () => {
  it('carry objectID and card fields, inline or as a chunk number', () => {
    const hit = run({ query: 'ascent sport' }).hits[0];
    expect(hit).toMatchObject({
      objectID: '1',
      id: 1,
      make: 'Toyota',
      slug: '2021-toyota-corolla-ascent-sport-1',
      primary_image_url: '/media/1.jpg',
      weekly_price: 120,
      simple_transmission: 'Automatic',
    });
    const chunked = engineOf({}, 8).search([{ indexName: 'cars', params: { query: 'ascent sport' } }], FIXTURE_NOW)
      .results[0] as SearchResult;
    expect(chunked.hits[0]?.['slug']).toBeUndefined();
    expect(typeof chunked.hits[0]?.['card_chunk']).toBe('number');
  });
  it('honours attributesToRetrieve', () => {
    expect(run({ query: 'wildtrak', attributesToRetrieve: ['make'] }).hits[0]).toEqual({
      objectID: '15',
      make: 'Ford',
    });
  });
});
