import { describe, expect, it } from 'vitest';
import { moveThumb, PRICE_SLIDER, sliderToPriceParam } from './slider.ts';
import { ABOVE_MAXIMUM_MESSAGE, BELOW_MINIMUM_MESSAGE, sliderBounds, thumbsOf } from './slider-bounds.ts';

describe('search-page sliders', () => {
  it('price runs 5000 to 250000 in steps of 500 (spec)', () => {
    expect(sliderBounds('price', PRICE_SLIDER, undefined)).toEqual({ min: 5000, max: 250000, step: 500 });
  });
  it('km rounds to 1000', () => {
    expect(sliderBounds('km', PRICE_SLIDER, { min: 3, max: 212_345 })).toEqual({ min: 0, max: 213_000, step: 1000 });
    expect(moveThumb([0, 213_000], 'left', 12_600, { min: 0, max: 213_000, step: 1000 })).toEqual([13_000, 213_000]);
  });
  it('a search with no results (no stats, or zeros) keeps sensible tracks: it showed Year 0 to 1 and 0 to 1,000 km', () => {
    for (const none of [undefined, { min: 0, max: 0 }]) {
      expect(sliderBounds('year', PRICE_SLIDER, none, 2026)).toEqual({ min: 2000, max: 2027, step: 1 });
      expect(sliderBounds('km', PRICE_SLIDER, none)).toEqual({ min: 0, max: 300_000, step: 1000 });
    }
    expect(sliderBounds('year', PRICE_SLIDER, { min: 2015.5, max: 2024 })).toEqual({ min: 2015, max: 2024, step: 1 });
  });
  it('clamps out-of-range URL values and reports the spec messages', () => {
    expect(thumbsOf({ min: 1000, max: 300_000 }, PRICE_SLIDER)).toEqual({
      value: [5000, 250000],
      messages: [BELOW_MINIMUM_MESSAGE, ABOVE_MAXIMUM_MESSAGE],
    });
    expect(thumbsOf(undefined, PRICE_SLIDER)).toEqual({ value: [5000, 250000], messages: [] });
  });
  it('writes price as min:max, open at the ends of the track', () => {
    expect(sliderToPriceParam([10_000, 250_000])).toBe('10000:');
    expect(sliderToPriceParam([10_000, 40_000])).toBe('10000:40000');
  });
});
