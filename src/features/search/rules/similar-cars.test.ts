import { describe, expect, it } from 'vitest';
import { buildIndex } from './engine/build-index.ts';
import type { SearchResult } from './engine/algolia-types.ts';
import { FIXTURE_CARS, FIXTURE_NOW } from './engine/fixtures.ts';
import { loadIndex } from './engine/load-index.ts';
import { createEngine } from './engine/search.ts';
import { selectSimilarCars, similarCarsFilters, similarPriceBand } from './similar-cars.ts';

const candidate = (id: number, price: number, model: string, status = 'in_stock') => ({ id, price, model, status });

describe('similar cars', () => {
  it('uses ±10000 below 50000 and ±25000 from 50000', () => {
    expect(similarPriceBand(30000)).toEqual({ min: 20000, max: 40000 });
    expect(similarPriceBand(49999)).toEqual({ min: 39999, max: 59999 });
    expect(similarPriceBand(50000)).toEqual({ min: 25000, max: 75000 });
    expect(similarPriceBand(5000)).toEqual({ min: 0, max: 15000 });
  });
  it('shows in_stock cars in the band, same model first, deduplicated, without the car itself, at most 6', () => {
    const car = { id: 1, price: 30000, model: 'Corolla' };
    const sameModel = [
      candidate(1, 30000, 'Corolla'),
      candidate(2, 31000, 'Corolla'),
      candidate(3, 29000, 'Corolla', 'sold'),
    ];
    const band = [
      candidate(4, 25000, 'Camry'),
      candidate(2, 31000, 'Corolla'),
      candidate(5, 45000, 'RAV4'),
      candidate(6, 39000, 'i30'),
      candidate(7, 21000, 'CX-3'),
      candidate(8, 35000, 'Mazda3'),
      candidate(9, 33000, 'Cerato'),
      candidate(10, 20000, 'Corolla', 'coming_soon'),
    ];
    expect(selectSimilarCars(car, band, sameModel).map((c) => c.id)).toEqual([2, 4, 6, 7, 8, 9]);
  });
  it('builds engine filters that the embedded engine answers', () => {
    const built = buildIndex(FIXTURE_CARS, { cardChunkSize: null });
    const engine = createEngine(loadIndex(built.index, built.vins));
    const { sameModel, samePriceBand } = similarCarsFilters({ id: 10, price: 52990, model: 'CX-5' });
    const [model, band] = engine.search(
      [
        { indexName: 'cars', params: { filters: sameModel, hitsPerPage: 10 } },
        { indexName: 'cars', params: { filters: samePriceBand, hitsPerPage: 10 } },
      ],
      FIXTURE_NOW,
    ).results as SearchResult[];
    expect(model?.hits.map((hit) => hit['id'])).toEqual([9]);
    expect(band?.hits.every((hit) => hit['status'] === 'in_stock' && hit['id'] !== 10)).toBe(true);
    const ids = selectSimilarCars(
      { id: 10, price: 52990, model: 'CX-5' },
      model?.hits as never[],
      band?.hits as never[],
    ).map((c: { id: number }) => c.id);
    expect(ids[0]).toBe(9);
    expect(ids.length).toBeLessThanOrEqual(6);
  });
});
