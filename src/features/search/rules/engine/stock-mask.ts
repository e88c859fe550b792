import { DEFAULT_INCLUDE_SOLD_CARS_DAYS, isListed } from '../../../stock/rules/stock-rule.ts';
import { FLAG } from './index-format.ts';
import type { CodedFacet, LoadedIndex } from './load-index.ts';

export interface ListingRules {
  /** Days a sold car stays listed. Default: 3. */
  includeSoldCarsDays?: number;
  /** Stock numbers never listed. */
  excludedStockNumbers?: readonly string[];
  /** New cars of these makes are not listed. */
  excludedNewMakes?: readonly string[];
}

/**
 * 1 for each row the shopper may see at `nowSeconds`: the stock rule (`isListed`, run per row
 * with the browser's clock) plus the tenant's stock-number and new-make exclusions.
 */
export function listedMask(index: LoadedIndex, nowSeconds: number, rules: ListingRules = {}): Uint8Array {
  const days = rules.includeSoldCarsDays ?? DEFAULT_INCLUDE_SOLD_CARS_DAYS;
  const { status, flags } = index;
  const soldDates = index.numbers.sold_date_timestamp;
  // Status values that list without a sold date are listed for every row; others depend on the row.
  const alwaysListed = status.values.map((value) =>
    isListed({ status: value, show_on_dealer_website: true }, nowSeconds, days),
  );
  const excludedStock = new Set(rules.excludedStockNumbers ?? []);
  const excludedMakes = new Set(rules.excludedNewMakes ?? []);
  const make = index.columns.get('make') as CodedFacet;
  const carType = index.columns.get('car_type') as CodedFacet;
  const newCode = carType.lookup.get('new') ?? -2;
  const mask = new Uint8Array(index.count);
  for (let row = 0; row < index.count; row++) {
    const show = ((flags[row] ?? 0) & FLAG.showOnDealerWebsite) !== 0;
    if (!show) continue;
    const code = status.codes[row] ?? -1;
    let listed = alwaysListed[code] === true;
    if (!listed && code >= 0) {
      const sold = soldDates[row] ?? NaN;
      listed = isListed(
        Number.isNaN(sold)
          ? { status: status.values[code] ?? '', show_on_dealer_website: true }
          : { status: status.values[code] ?? '', sold_date_timestamp: sold, show_on_dealer_website: true },
        nowSeconds,
        days,
      );
    }
    if (!listed) continue;
    if (excludedStock.size > 0 && excludedStock.has(index.stocknum[row] ?? '')) continue;
    if (
      excludedMakes.size > 0 &&
      carType.codes[row] === newCode &&
      excludedMakes.has(make.values[make.codes[row] ?? -1] ?? '')
    )
      continue;
    mask[row] = 1;
  }
  return mask;
}
