import type { Hit } from './algolia-types.ts';
import { FLAG } from './index-format.ts';
import type { CodedFacet, LoadedIndex } from './load-index.ts';

/** Hit fields read from coded columns: hit field name, column name. */
const CODED_FIELDS = [
  ['make', 'make'],
  ['model', 'model'],
  ['badge', 'badge'],
  ['series', 'series'],
  ['car_type', 'car_type'],
  ['simple_body', 'body'],
  ['colour', 'colour'],
  ['simple_drive', 'drive'],
  ['simple_fuel', 'fuel'],
  ['simple_transmission', 'transmission'],
  ['state', 'state'],
  ['city', 'city'],
  ['location_name', 'location_name'],
  ['dealership_name', 'dealership_name'],
  ['dealership_slug', 'dealership_slug'],
  ['tag', 'tag'],
  ['item_type', 'item_type'],
  ['status', 'status'],
] as const;

const NUMBER_FIELDS = [
  'id',
  'price',
  'km',
  'year',
  'seats',
  'weekly_price',
  'subscription_price',
  'created_at_timestamp',
  'custom_rank',
  'sold_date_timestamp',
  'location_id',
  'images_count',
] as const;

/**
 * The result-card record of one row: index fields, plus the card extras when inline, or
 * `card_chunk` (the chunk file number holding them) when they live in chunk files.
 * Missing values are left out. `attributesToRetrieve` (if given and not ['*']) limits the fields.
 */
export function hitOf(index: LoadedIndex, row: number, attributesToRetrieve?: readonly string[]): Hit {
  const hit: Hit = { objectID: String(index.numbers.id[row] ?? '') };
  for (const [field, columnName] of CODED_FIELDS) {
    const column = index.columns.get(columnName) as CodedFacet;
    const value = column.values[column.codes[row] ?? -1];
    if (value !== undefined) hit[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const value = index.numbers[field][row] ?? NaN;
    if (!Number.isNaN(value)) hit[field] = value;
  }
  const flags = index.flags[row] ?? 0;
  hit['reserved'] = (flags & FLAG.reserved) !== 0;
  hit['certified'] = (flags & FLAG.certified) !== 0;
  hit['preorder'] = (flags & FLAG.preorder) !== 0;
  hit['stocknum'] = index.stocknum[row] ?? '';
  const created = index.numbers.created_at_timestamp[row] ?? NaN;
  if (!Number.isNaN(created)) hit['created_at'] = new Date(created * 1000).toISOString();
  if (index.cards !== null) Object.assign(hit, index.cards[row]);
  else if (index.chunkSize !== null) hit['card_chunk'] = Math.floor(row / index.chunkSize);
  if (attributesToRetrieve === undefined || attributesToRetrieve.includes('*')) return hit;
  const limited: Hit = { objectID: hit.objectID };
  for (const field of attributesToRetrieve) if (field in hit) limited[field] = hit[field];
  if ('card_chunk' in hit) limited['card_chunk'] = hit['card_chunk'];
  return limited;
}
