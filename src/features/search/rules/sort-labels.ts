import type { SearchConfig, SortOption } from '../../../config/site/search.ts';
import { SORT_OPTIONS } from '../../../config/site/search.ts';

/** Sort option labels shown in the select. */
export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  mostRelevant: 'Most relevant',
  latest: 'Latest arrivals',
  highestPrice: 'Price: high to low',
  lowestPrice: 'Price: low to high',
  subscriptionPrice: 'Subscription price',
  kmsLowest: 'Kilometres: low to high',
  kmsHighest: 'Kilometres: high to low',
};

/** The tenant's enabled sort options, in the standard order. */
export function enabledSortOptions(config: SearchConfig['sortOptions']): SortOption[] {
  return SORT_OPTIONS.filter((option) => config[option]);
}
