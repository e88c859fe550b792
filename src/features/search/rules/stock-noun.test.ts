import { describe, expect, it } from 'vitest';
import { CARS, stockNounOf, VEHICLES } from './stock-noun.ts';

describe('vocabulary per tenant', () => {
  it('a car dealer lists cars', () => {
    expect(stockNounOf(['car', undefined, 'car'])).toBe(CARS);
  });
  it('a caravan and motorcycle dealer lists vehicles', () => {
    expect(stockNounOf(['car', 'caravan', 'motorcycle'])).toBe(VEHICLES);
    expect(stockNounOf(['truck'])).toBe(VEHICLES);
  });
});
