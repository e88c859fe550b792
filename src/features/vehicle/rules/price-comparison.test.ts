import { describe, expect, it } from 'vitest';
import { isPriceComparisonShown, type PriceComparisonResult } from './price-comparison.ts';

const result: PriceComparisonResult = {
  fill: 0.4,
  listing_price: 30_000,
  market_range_min: 28_000,
  market_range_max: 33_000,
  confidence: 0.8,
  description: 'Great price',
};

describe('price comparison visibility (spec/shopper §5)', () => {
  it('shows a complete, confident result within range', () => {
    expect(isPriceComparisonShown(result)).toBe(true);
  });
  it('hides when any field is missing', () => {
    expect(isPriceComparisonShown({ ...result, description: '' })).toBe(false);
    expect(isPriceComparisonShown({ ...result, fill: null })).toBe(false);
    const { market_range_min: _min, ...withoutMin } = result;
    expect(isPriceComparisonShown(withoutMin)).toBe(false);
    expect(isPriceComparisonShown(null)).toBe(false);
  });
  it('hides at confidence 0.2 or lower', () => {
    expect(isPriceComparisonShown({ ...result, confidence: 0.2 })).toBe(false);
    expect(isPriceComparisonShown({ ...result, confidence: 0.21 })).toBe(true);
  });
  it('hides when the market maximum is below the listing price', () => {
    expect(isPriceComparisonShown({ ...result, market_range_max: 29_999 })).toBe(false);
    expect(isPriceComparisonShown({ ...result, market_range_max: 30_000 })).toBe(true);
  });
});
