/** spec/shopper §3: price comparison result from the autogauge call. Prices in dollars, confidence 0 to 1. */
export interface PriceComparisonResult {
  readonly fill: number;
  readonly listing_price: number;
  readonly market_range_min: number;
  readonly market_range_max: number;
  readonly confidence: number;
  readonly description: string;
}

/** spec/shopper §5: the block needs confidence above this. */
export const MIN_PRICE_COMPARISON_CONFIDENCE = 0.2;

const FIELDS = ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence', 'description'] as const;

/**
 * spec/shopper §5: the price comparison block shows only when every field is present (not null,
 * undefined or empty text), confidence is above 0.2 and the market range maximum is not below the
 * listing price. Narrows the input to a full result.
 */
export function isPriceComparisonShown(
  result:
    | { readonly [K in keyof PriceComparisonResult]?: PriceComparisonResult[K] | null | undefined }
    | null
    | undefined,
): result is PriceComparisonResult {
  if (result === null || result === undefined) return false;
  if (FIELDS.some((field) => result[field] === null || result[field] === undefined || result[field] === ''))
    return false;
  const full = result as PriceComparisonResult;
  return full.confidence > MIN_PRICE_COMPARISON_CONFIDENCE && full.market_range_max >= full.listing_price;
}

/** spec/site §3: the site plugin whose feature 'Autogauge' enables the used-car price check. */
export const hasAutogauge = (plugins: readonly { readonly feature?: string | undefined }[]): boolean =>
  plugins.some((plugin) => plugin.feature === 'Autogauge');
