import { describe, expect, it } from 'vitest';
import { fixtureTenant } from '../../../../tests/support/fixture-tenants.ts';
import { generateStock } from '../../stock/build/generate/generate-stock.ts';
import { selectSimilarCars } from './similar-cars.ts';
import { similarCarsIndex } from './similar-index.ts';

describe('similar cars index', () => {
  it('answers exactly what selectSimilarCars picks from the stock in price order, for every car', () => {
    const stock = generateStock({
      seed: 11,
      count: 2500,
      profile: 'multi-brand',
      locations: fixtureTenant('multi-franchise').locations,
      now: new Date('2026-11-22T00:00:00Z'),
    });
    const similarTo = similarCarsIndex(stock);
    const byPrice = [...stock].sort((a, b) => a.price - b.price);
    let withSameModel = 0;
    for (const car of stock) {
      const expected = selectSimilarCars(car, byPrice);
      expect(similarTo(car).map((c) => c.id)).toEqual(expected.map((c) => c.id));
      expect(similarTo(car).every((similar) => similar.item_type === car.item_type)).toBe(true);
      if (expected[0]?.model === car.model) withSameModel++;
    }
    // The comparison covers both groups: cars whose list starts with the same model, and others.
    expect(withSameModel).toBeGreaterThan(100);
    expect(withSameModel).toBeLessThan(stock.length);
  });

  it('puts the same model first, then the band by price, without the car itself or sold cars', () => {
    const stock = [
      { id: 1, price: 30_000, model: 'Corolla', status: 'in_stock' },
      { id: 2, price: 25_000, model: 'Mazda3', status: 'in_stock' },
      { id: 3, price: 39_000, model: 'Corolla', status: 'in_stock' },
      { id: 4, price: 31_000, model: 'Corolla', status: 'sold' },
      { id: 5, price: 41_000, model: 'Corolla', status: 'in_stock' },
    ];
    expect(similarCarsIndex(stock)({ id: 1, price: 30_000, model: 'Corolla' }).map((c) => c.id)).toEqual([3, 2]);
  });

  it('keeps to the vehicle type: a motorcycle priced like a wagon is not chosen for it', () => {
    const stock = [
      { id: 1, price: 19_990, model: 'Octavia', item_type: 'car', simple_body: 'Wagon', status: 'in_stock' },
      {
        id: 2,
        price: 19_499,
        model: 'Tenere 700',
        item_type: 'motorcycle',
        simple_body: 'Motorcycle',
        status: 'in_stock',
      },
      { id: 3, price: 22_990, model: 'Forester', item_type: 'car', simple_body: 'SUV', status: 'in_stock' },
      { id: 4, price: 21_990, model: 'Crossover', item_type: 'caravan', simple_body: 'Caravan', status: 'in_stock' },
      { id: 5, price: 20_990, model: 'Octavia', item_type: 'car', simple_body: 'Wagon', status: 'in_stock' },
    ];
    const similarTo = similarCarsIndex(stock);
    expect(similarTo(stock[0] as (typeof stock)[number]).map((c) => c.id)).toEqual([5, 3]);
    expect(similarTo(stock[1] as (typeof stock)[number]).map((c) => c.id)).toEqual([]);
  });
});
