/** A numeric refinement range (price in dollars, km, year, ...). */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** spec/shopper §8: logged only, never shown. */
export const BELOW_RANGE_MESSAGE = 'Cannot refine below the range minimum';
export const ABOVE_RANGE_MESSAGE = 'Cannot refine above the range maximum';

/** spec/shopper §5: generic slider max when the facet has none. */
export const DEFAULT_SLIDER_MAX = 100_000;
/** spec/shopper §5: search-page price slider (separate variant). */
export const SEARCH_PRICE_SLIDER = { min: 5_000, max: 250_000, step: 500 } as const;

/** Attributes whose slider values round to the nearest 1000. */
const ROUNDED_TO_THOUSAND = new Set(['price', 'km']);

/** spec/shopper §5: generic slider step = range ÷ 100. */
export function sliderStep(bounds: Range): number {
  return (bounds.max - bounds.min) / 100;
}

/** Slider bounds from facet stats; a missing max becomes 100000, a missing min 0. */
export function sliderBounds(stats: { readonly min?: number; readonly max?: number }): Range {
  return { min: stats.min ?? 0, max: stats.max ?? DEFAULT_SLIDER_MAX };
}

/** Price and km values round to the nearest 1000; other attributes are kept as they are. */
export function roundSliderValue(attribute: string, value: number): number {
  return ROUNDED_TO_THOUSAND.has(attribute) ? Math.round(value / 1_000) * 1_000 : value;
}

/** The refined range and the messages to log (empty when the request was within bounds). */
export interface Refinement {
  readonly range: Range;
  readonly messages: readonly string[];
}

/**
 * spec/shopper §5: a requested range clamped to the slider bounds (out-of-range ends are clamped and
 * a message returned for logging), price/km rounded to 1000, and the min never above the max
 * (nor the max below the min): a moved thumb stops at the other one.
 * @param moved which thumb the shopper moved; the other end is kept when the two would cross.
 */
export function refineRange(
  attribute: string,
  requested: Range,
  bounds: Range,
  moved: 'min' | 'max' = 'min',
): Refinement {
  const messages: string[] = [];
  let min = roundSliderValue(attribute, requested.min);
  let max = roundSliderValue(attribute, requested.max);
  if (min < bounds.min) {
    messages.push(BELOW_RANGE_MESSAGE);
    min = bounds.min;
  }
  if (max > bounds.max) {
    messages.push(ABOVE_RANGE_MESSAGE);
    max = bounds.max;
  }
  min = Math.min(min, bounds.max);
  max = Math.max(max, bounds.min);
  if (min > max) {
    if (moved === 'min') min = max;
    else max = min;
  }
  return { range: { min, max }, messages };
}

/** spec/shopper §4: the URL price filter after a slider change, 'min:max'. */
export function priceFilterParam(range: Range): string {
  return `${range.min}:${range.max}`;
}
