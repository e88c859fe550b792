import type { SortOption } from '../../../../config/site/search.ts';
import type { LoadedIndex } from './load-index.ts';

/** Replica index-name suffix per sort option: `cars`, `cars_latest`, `cars_price_desc`, ... */
export const SORT_REPLICAS: Readonly<Record<SortOption, string>> = {
  mostRelevant: '',
  latest: 'latest',
  highestPrice: 'price_desc',
  lowestPrice: 'price_asc',
  subscriptionPrice: 'subscription_asc',
  kmsLowest: 'km_asc',
  kmsHighest: 'km_desc',
};

/** The InstantSearch index name of a sort option (`replicaIndexName('cars', 'lowestPrice')` gives 'cars_price_asc'). */
export function replicaIndexName(baseIndexName: string, option: SortOption): string {
  const suffix = SORT_REPLICAS[option];
  return suffix === '' ? baseIndexName : `${baseIndexName}_${suffix}`;
}

/** The sort option an index name asks for; unknown suffixes fall back to mostRelevant. */
export function sortOptionOf(indexName: string, baseIndexName: string): SortOption {
  if (indexName === baseIndexName || !indexName.startsWith(`${baseIndexName}_`)) return 'mostRelevant';
  const suffix = indexName.slice(baseIndexName.length + 1);
  const entry = Object.entries(SORT_REPLICAS).find(([, value]) => value === suffix);
  return (entry?.[0] as SortOption | undefined) ?? 'mostRelevant';
}

type Key = { data: Float64Array; direction: 1 | -1 };

/** 1 for a sold row, 0 otherwise: the default order lists available stock before JUST SOLD cards. */
function soldColumn(index: LoadedIndex): Float64Array {
  const sold = index.status.values.indexOf('sold');
  return Float64Array.from({ length: index.count }, (_, row) =>
    sold >= 0 && index.status.codes[row] === sold ? 1 : 0,
  );
}

function keysOf(index: LoadedIndex, option: SortOption): Key[] {
  const { custom_rank, created_at_timestamp, price, km, subscription_price } = index.numbers;
  const relevance: Key[] = [
    { data: custom_rank, direction: -1 },
    { data: created_at_timestamp, direction: -1 },
  ];
  switch (option) {
    case 'mostRelevant':
      return [{ data: soldColumn(index), direction: 1 }, ...relevance];
    case 'latest':
      return [{ data: created_at_timestamp, direction: -1 }];
    case 'highestPrice':
      return [{ data: price, direction: -1 }, ...relevance];
    case 'lowestPrice':
      return [{ data: price, direction: 1 }, ...relevance];
    case 'subscriptionPrice':
      return [{ data: subscription_price, direction: 1 }, ...relevance];
    case 'kmsLowest':
      return [{ data: km, direction: 1 }, ...relevance];
    case 'kmsHighest':
      return [{ data: km, direction: -1 }, ...relevance];
  }
}

/** Compares two values in a direction; missing values (NaN) always sort last. */
function compare(a: number, b: number, direction: 1 | -1): number {
  const aMissing = Number.isNaN(a);
  const bMissing = Number.isNaN(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  return (a - b) * direction;
}

const orders = new WeakMap<LoadedIndex, Map<SortOption, Int32Array>>();

/** Rows in the order of a sort option (ties keep row order); computed once per index and option. */
export function sortOrder(index: LoadedIndex, option: SortOption): Int32Array {
  let cache = orders.get(index);
  if (cache === undefined) {
    cache = new Map();
    orders.set(index, cache);
  }
  let order = cache.get(option);
  if (order === undefined) {
    const keys = keysOf(index, option);
    const rows = Array.from({ length: index.count }, (_, row) => row);
    rows.sort((a, b) => {
      for (const { data, direction } of keys) {
        const result = compare(data[a] ?? NaN, data[b] ?? NaN, direction);
        if (result !== 0) return result;
      }
      return a - b;
    });
    order = Int32Array.from(rows);
    cache.set(option, order);
  }
  return order;
}
