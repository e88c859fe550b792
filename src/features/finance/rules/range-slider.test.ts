import { describe, expect, it } from 'vitest';
import {
  ABOVE_RANGE_MESSAGE,
  BELOW_RANGE_MESSAGE,
  priceFilterParam,
  refineRange,
  roundSliderValue,
  SEARCH_PRICE_SLIDER,
  sliderBounds,
  sliderStep,
} from './range-slider.ts';

describe('range sliders (spec/shopper §5)', () => {
  const bounds = { min: 5_000, max: 250_000 };

  describe('bounds and step', () => {
    it('default max is 100000', () => {
      expect(sliderBounds({})).toEqual({ min: 0, max: 100_000 });
    });
    it('step is the range divided by 100', () => {
      expect(sliderStep({ min: 0, max: 100_000 })).toBe(1_000);
      expect(sliderStep({ min: 2000, max: 2026 })).toBe(0.26);
    });
    it('search price slider: 5000 to 250000, step 500', () => {
      expect(SEARCH_PRICE_SLIDER).toEqual({ min: 5_000, max: 250_000, step: 500 });
    });
  });

  describe('rounding', () => {
    it('rounds price and km to the nearest 1000', () => {
      expect(roundSliderValue('price', 23_499)).toBe(23_000);
      expect(roundSliderValue('km', 23_500)).toBe(24_000);
    });
    it('leaves other attributes alone', () => {
      expect(roundSliderValue('year', 2019)).toBe(2019);
    });
  });

  describe('refining', () => {
    it('keeps an in-range request with no messages', () => {
      expect(refineRange('price', { min: 10_000, max: 40_000 }, bounds)).toEqual({
        range: { min: 10_000, max: 40_000 },
        messages: [],
      });
    });
    it("clamps below the minimum and logs 'Cannot refine below the range minimum'", () => {
      expect(refineRange('price', { min: 1_000, max: 40_000 }, bounds)).toEqual({
        range: { min: 5_000, max: 40_000 },
        messages: [BELOW_RANGE_MESSAGE],
      });
      expect(BELOW_RANGE_MESSAGE).toBe('Cannot refine below the range minimum');
    });
    it("clamps above the maximum and logs 'Cannot refine above the range maximum'", () => {
      expect(refineRange('price', { min: 10_000, max: 300_000 }, bounds)).toEqual({
        range: { min: 10_000, max: 250_000 },
        messages: [ABOVE_RANGE_MESSAGE],
      });
      expect(ABOVE_RANGE_MESSAGE).toBe('Cannot refine above the range maximum');
    });
    it('stops the min thumb at the max', () => {
      expect(refineRange('price', { min: 50_000, max: 40_000 }, bounds, 'min').range).toEqual({
        min: 40_000,
        max: 40_000,
      });
    });
    it('stops the max thumb at the min', () => {
      expect(refineRange('price', { min: 50_000, max: 40_000 }, bounds, 'max').range).toEqual({
        min: 50_000,
        max: 50_000,
      });
    });
    it('writes the URL filter as min:max', () => {
      expect(priceFilterParam({ min: 10_000, max: 40_000 })).toBe('10000:40000');
    });
  });
});
