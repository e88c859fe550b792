import { MESSAGES } from '../../forms/rules/schemas/messages.ts';

/** A delivery region: inclusive postcode ranges and a price in dollars. */
export interface DeliveryRegion {
  readonly name: string;
  readonly price: number;
  /** Inclusive [from, to] postcode ranges, e.g. [[4000, 4179]]. */
  readonly postcodes: readonly (readonly [number, number])[];
}

export const EMPTY_POSTCODE_MESSAGE = MESSAGES.deliveryPostcode;
export const INVALID_POSTCODE_MESSAGE = MESSAGES.postcode;
export const NO_ESTIMATE_MESSAGE = MESSAGES.noDeliveryEstimate;

export type DeliveryEstimate =
  | { readonly kind: 'estimate'; readonly name: string; readonly price: number }
  | { readonly kind: 'message'; readonly message: string };

/**
 * spec/shopper §5: delivery estimate for a typed postcode. Empty → 'Please enter a postcode.';
 * not exactly 4 digits → the invalid-postcode message; no region covers it → the sorry message;
 * else the first region whose range includes it.
 */
export function deliveryEstimate(postcode: string, regions: readonly DeliveryRegion[]): DeliveryEstimate {
  const typed = postcode.trim();
  if (typed === '') return { kind: 'message', message: EMPTY_POSTCODE_MESSAGE };
  if (!/^\d{4}$/.test(typed)) return { kind: 'message', message: INVALID_POSTCODE_MESSAGE };
  const value = Number(typed);
  const region = regions.find((candidate) => candidate.postcodes.some(([from, to]) => value >= from && value <= to));
  return region === undefined
    ? { kind: 'message', message: NO_ESTIMATE_MESSAGE }
    : { kind: 'estimate', name: region.name, price: region.price };
}
