import type { Random } from './prng.ts';

const DAY = 86_400;

/** Where a listing stands on the reference date. */
export interface ListingState {
  status: 'in_stock' | 'coming_soon' | 'sold' | 'withdrawn';
  reserved: boolean;
  show_on_dealer_website: boolean;
  /** Listing date, Unix seconds. */
  createdAt: number;
  /** Sale date, Unix seconds (sold only). */
  soldAt?: number;
}

/**
 * Status mix: about 3% coming soon, 4% sold in the last 6 days (so some fall inside and some
 * outside the default 3-day window), 3% reserved, 0.5% withdrawn (never shown), the rest in
 * stock; about 2% hidden from the website. Listing dates spread over the last 120 days.
 */
export function listingState(random: Random, nowSeconds: number): ListingState {
  const roll = random.next();
  const show_on_dealer_website = !random.chance(0.02);
  if (roll < 0.03) {
    return {
      status: 'coming_soon',
      reserved: false,
      show_on_dealer_website,
      createdAt: nowSeconds - random.int(0, 20 * DAY),
    };
  }
  if (roll < 0.07) {
    const soldAt = nowSeconds - random.int(60, 6 * DAY);
    return {
      status: 'sold',
      reserved: false,
      show_on_dealer_website,
      soldAt,
      createdAt: soldAt - random.int(DAY, 110 * DAY),
    };
  }
  if (roll < 0.075) {
    return {
      status: 'withdrawn',
      reserved: false,
      show_on_dealer_website,
      createdAt: nowSeconds - random.int(0, 120 * DAY),
    };
  }
  const reserved = roll < 0.105;
  return { status: 'in_stock', reserved, show_on_dealer_website, createdAt: nowSeconds - random.int(0, 120 * DAY) };
}
