import { describe, expect, it } from 'vitest';
import { moveThumb, PRICE_SLIDER, SLIDER_DEBOUNCE_MS, sliderToPriceParam, snapToStep } from './slider.ts';

describe('search price slider', () => {
  it('defaults to 5000..250000 step 500, debounce 400 ms', () => {
    expect(PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(SLIDER_DEBOUNCE_MS).toBe(400);
  });
  it('clamps out-of-range values and snaps to the step', () => {
    expect(snapToStep(100)).toBe(5000);
    expect(snapToStep(999_999)).toBe(250000);
    expect(snapToStep(12_260)).toBe(12_500);
    expect(snapToStep(NaN)).toBe(5000);
  });
  it('stops the left thumb before the right and the right after the left', () => {
    expect(moveThumb([5000, 20000], 'left', 30000)).toEqual([19500, 20000]);
    expect(moveThumb([15000, 20000], 'right', 1000)).toEqual([15000, 15500]);
    expect(moveThumb([5000, 250000], 'right', 40000)).toEqual([5000, 40000]);
  });
  it("writes the URL price value 'min:max', open at the ends of the track", () => {
    expect(sliderToPriceParam([10000, 40000])).toBe('10000:40000');
    expect(sliderToPriceParam([5000, 40000])).toBe(':40000');
    expect(sliderToPriceParam([10000, 250000])).toBe('10000:');
  });
});
