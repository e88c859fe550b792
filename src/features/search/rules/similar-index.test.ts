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
});
