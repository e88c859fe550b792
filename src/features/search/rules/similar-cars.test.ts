import { describe, expect, it } from 'vitest';
import { buildIndex } from './engine/build-index.ts';
import type { SearchResult } from './engine/algolia-types.ts';
import { FIXTURE_CARS, FIXTURE_NOW } from './engine/fixtures.ts';
import { loadIndex } from './engine/load-index.ts';
import { createEngine } from './engine/search.ts';
import type { Car } from '../../stock/rules/car-schema.ts';
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
  describe('keeps to the vehicle type (item_type) of the car', () => {
    const vehicle = (id: number, price: number, model: string, item_type: string, simple_body: string) => ({
      ...candidate(id, price, model),
      item_type,
      simple_body,
    });
    // outback-rv: a wagon among caravans and motorcycles priced like it.
    const band = [
      vehicle(2, 19_500, 'MT-07', 'motorcycle', 'Motorcycle'),
      vehicle(3, 21_000, 'Forester', 'car', 'SUV'),
      vehicle(4, 22_000, 'Crossover', 'caravan', 'Caravan'),
      vehicle(5, 18_000, 'HiLux', 'car', 'Ute'),
      vehicle(6, 20_500, 'Tenere 700', 'motorcycle', 'Motorcycle'),
      { ...candidate(7, 23_000, 'Golf'), simple_body: 'Hatch' },
    ];
    it('a wagon gets other cars of any body in the band, never a motorcycle or a caravan', () => {
      const wagon = { id: 1, price: 19_990, model: 'Octavia', item_type: 'car' };
      expect(selectSimilarCars(wagon, band).map((c) => c.id)).toEqual([3, 5, 7]);
    });
    it('a motorcycle gets motorcycles only', () => {
      const bike = { id: 8, price: 19_499, model: 'Tenere 700', item_type: 'motorcycle' };
      expect(selectSimilarCars(bike, band).map((c) => c.id)).toEqual([6, 2]);
    });
    it('a record without item_type counts as a car, as the stock schema defaults it', () => {
      expect(selectSimilarCars({ id: 1, price: 19_990, model: 'Octavia' }, band).map((c) => c.id)).toEqual([3, 5, 7]);
    });
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
  it('keeps the engine filters to the same vehicle type: a motorcycle in the band is not a candidate', () => {
    const wagon = FIXTURE_CARS.find((car) => car.id === 29) as Car;
    expect(wagon).toMatchObject({ simple_body: 'Wagon', item_type: 'car', price: 33990 });
    const motorcycle: Car = { ...wagon, id: 90, slug: 'motorcycle-90', model: 'MT-07', item_type: 'motorcycle' };
    const built = buildIndex([...FIXTURE_CARS, motorcycle], { cardChunkSize: null });
    const engine = createEngine(loadIndex(built.index, built.vins));
    const { sameModel, samePriceBand } = similarCarsFilters(wagon);
    const [model, band] = engine.search(
      [
        { indexName: 'cars', params: { filters: sameModel, hitsPerPage: 50 } },
        { indexName: 'cars', params: { filters: samePriceBand, hitsPerPage: 50 } },
      ],
      FIXTURE_NOW,
    ).results as SearchResult[];
    const bandIds = band?.hits.map((hit) => hit['id']) ?? [];
    expect(bandIds.length).toBeGreaterThan(0);
    expect(bandIds).not.toContain(90);
    expect(band?.hits.every((hit) => hit['item_type'] === 'car')).toBe(true);
    const picked = selectSimilarCars(wagon, model?.hits as never[], band?.hits as never[]);
    expect(picked.map((c: { id: number }) => c.id)).not.toContain(90);
  });
});
