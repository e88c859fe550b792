import { formatMoney } from '../../../../shared/money.ts';
/** Bucketed price labels for the `price_range` and `weekly_price_range` facets (spec: price label sorting ascending). */

export interface PriceBucket {
  /** Inclusive lower bound in dollars. */
  min: number;
  /** Exclusive upper bound in dollars; Infinity for the last bucket. */
  max: number;
  label: string;
}

function buckets(bounds: readonly number[], suffix: string): PriceBucket[] {
  const out: PriceBucket[] = [];
  for (let i = 0; i < bounds.length; i++) {
    const min = bounds[i] ?? 0;
    const max = bounds[i + 1] ?? Infinity;
    const label =
      i === 0
        ? `Under ${formatMoney(max)}${suffix}`
        : max === Infinity
          ? `${formatMoney(min)}+${suffix}`
          : `${formatMoney(min)} - ${formatMoney(max)}${suffix}`;
    out.push({ min: i === 0 ? 1 : min, max, label });
  }
  return out;
}

/** Car price buckets; a price of 0 (no advertised price) falls in none. */
export const PRICE_BUCKETS: readonly PriceBucket[] = buckets(
  [0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000],
  '',
);

/** Weekly repayment buckets. */
export const WEEKLY_PRICE_BUCKETS: readonly PriceBucket[] = buckets([0, 100, 150, 200, 300], ' per week');

/** Index of the bucket holding `value`, -1 when none (missing, zero or negative). */
export function bucketOf(value: number, list: readonly PriceBucket[]): number {
  if (!(value > 0)) return -1;
  for (let i = 0; i < list.length; i++) {
    const bucket = list[i];
    if (bucket !== undefined && value >= bucket.min && value < bucket.max) return i;
  }
  return -1;
}
