import { formatRange } from './search-state.ts';

/** spec: search-page price slider. */
export const PRICE_SLIDER = { min: 5000, max: 250000, step: 500 } as const;
/** spec: slider changes are debounced 400 ms before they reach the URL. */
export const SLIDER_DEBOUNCE_MS = 400;

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** Rounds to the step (from the minimum) and clamps into [min, max]. NaN becomes the minimum. */
export function snapToStep(value: number, bounds: SliderBounds = PRICE_SLIDER): number {
  if (Number.isNaN(value)) return bounds.min;
  const stepped = bounds.min + Math.round((value - bounds.min) / bounds.step) * bounds.step;
  return Math.min(bounds.max, Math.max(bounds.min, stepped));
}

/**
 * Moves one thumb. Values are snapped and clamped; the left thumb cannot reach the right
 * value and the right cannot go below the left (they stay at least one step apart).
 */
export function moveThumb(
  current: readonly [number, number],
  thumb: 'left' | 'right',
  value: number,
  bounds: SliderBounds = PRICE_SLIDER,
): [number, number] {
  const [left, right] = current;
  const snapped = snapToStep(value, bounds);
  if (thumb === 'left') return [Math.min(snapped, right - bounds.step), right];
  return [left, Math.max(snapped, left + bounds.step)];
}

/** The URL price value 'min:max'; a thumb at its end of the track leaves that side open. */
export function sliderToPriceParam(
  [left, right]: readonly [number, number],
  bounds: SliderBounds = PRICE_SLIDER,
): string {
  return formatRange({ ...(left > bounds.min ? { min: left } : {}), ...(right < bounds.max ? { max: right } : {}) });
}
