import type { RangeFilter } from './search-state.ts';
import type { SliderBounds } from './slider.ts';

/** spec: slider messages, logged only. */
export const BELOW_MINIMUM_MESSAGE = 'Cannot refine below the range minimum';
export const ABOVE_MAXIMUM_MESSAGE = 'Cannot refine above the range maximum';
/** spec: km slider values round to the nearest 1000. */
export const KM_STEP = 1000;

/** The km track when no car gives one (no results): up to this many km. */
export const DEFAULT_KM_MAX = 300_000;
/** The year track when no car gives one: from this year to next year. */
export const DEFAULT_FIRST_YEAR = 2000;

/**
 * Bounds of a slider facet: price from config; km 0 to the highest km rounded up to 1000; year from the stock's years.
 * A search with no results has no stats (or zeros): the tracks then run over the defaults, never 'Year 0 to 1'.
 */
export function sliderBounds(
  attribute: string,
  price: SliderBounds,
  stats: { min: number; max: number } | undefined,
  thisYear = new Date().getFullYear(),
): SliderBounds {
  if (attribute === 'price') return price;
  const known = stats !== undefined && stats.max > 0 ? stats : undefined;
  if (attribute === 'km') {
    const max = known ? Math.ceil(known.max / KM_STEP) * KM_STEP : DEFAULT_KM_MAX;
    return { min: 0, max: Math.max(KM_STEP, max), step: KM_STEP };
  }
  const min = Math.floor(known?.min ?? DEFAULT_FIRST_YEAR);
  return { min, max: Math.max(min + 1, Math.ceil(known?.max ?? thisYear + 1)), step: 1 };
}

/**
 * The thumbs for a URL range: out-of-range values are clamped to the bounds and reported with the
 * spec's messages (the caller logs them); open sides sit at the ends of the track.
 */
export function thumbsOf(
  range: RangeFilter | undefined,
  bounds: SliderBounds,
): { value: [number, number]; messages: string[] } {
  const messages: string[] = [];
  const clamp = (value: number): number => {
    if (value < bounds.min) messages.push(BELOW_MINIMUM_MESSAGE);
    if (value > bounds.max) messages.push(ABOVE_MAXIMUM_MESSAGE);
    return Math.min(bounds.max, Math.max(bounds.min, value));
  };
  const left = range?.min === undefined ? bounds.min : clamp(range.min);
  const right = range?.max === undefined ? bounds.max : clamp(range.max);
  return { value: [Math.min(left, right), Math.max(left, right)], messages };
}
