import type { Car } from './car-schema.ts';
import { formatMoney } from '../../../shared/money.ts';

/** spec/shopper §5: a price is shown only above this many dollars. */
export const MIN_SHOWN_PRICE = 10;
/** spec/shopper §5: the market-price badge needs the price at least this many dollars below the market average. */
export const MARKET_BADGE_MIN_SAVING = 500;
/** spec/site §9: default no-price text. */
export const NO_PRICE_TEXT = 'Enquire for price.';
export const PREORDER_TEXT = 'PREORDER';

/** ACL s48: what a single price includes. */
export type PriceLabel = 'Drive Away' | 'excl. government charges';

/** ACL s48: the label that says what a single price includes, by the feed's price_type; null when unknown. */
export function priceLabel(priceType: string | undefined): PriceLabel | null {
  if (priceType === 'drive_away') return 'Drive Away';
  if (priceType === 'excl_gov_charges') return 'excl. government charges';
  return null;
}

/** What the price slot of a card or car page shows. */
export type PriceDisplay =
  | {
      readonly kind: 'price';
      /** e.g. '$39,990'. */
      readonly text: string;
      /** Crossed-out earlier price, only when before_price exceeds price. */
      readonly wasText: string | null;
      /** Dollars below the autograb average market price, when at least 500; else null. */
      readonly belowMarketBy: number | null;
    }
  | { readonly kind: 'preorder'; readonly text: typeof PREORDER_TEXT }
  | { readonly kind: 'no-price'; readonly text: string };

/** True when the price (dollars) is shown at all: above 10. */
export function isPriceShown(price: number): boolean {
  return price > MIN_SHOWN_PRICE;
}

/**
 * spec/shopper §5: price shown only above 10, else 'PREORDER' for a preorder car or the no-price text;
 * was-price only when before_price exceeds price; market badge only when the price is at least 500
 * below autograb's average_market_price.
 */
export function priceDisplay(
  car: Pick<Car, 'price' | 'before_price' | 'preorder' | 'autograb_data'>,
  noPriceText: string = NO_PRICE_TEXT,
): PriceDisplay {
  if (!isPriceShown(car.price))
    return car.preorder ? { kind: 'preorder', text: PREORDER_TEXT } : { kind: 'no-price', text: noPriceText };
  const wasText = car.before_price !== undefined && car.before_price > car.price ? formatMoney(car.before_price) : null;
  const saving = car.autograb_data === undefined ? 0 : car.autograb_data.average_market_price - car.price;
  return {
    kind: 'price',
    text: formatMoney(car.price),
    wasText,
    belowMarketBy: saving >= MARKET_BADGE_MIN_SAVING ? saving : null,
  };
}
