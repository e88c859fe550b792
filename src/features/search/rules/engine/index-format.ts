/**
 * The compact, JSON-serialisable search index the build writes per tenant.
 *
 * Columnar: one array per field, one entry per car, in row order. Rows are sorted by the
 * default (mostRelevant) order so the first result pages of the default sort touch the
 * first card chunk only. Strings are dictionary-coded; `id` and `created_at_timestamp`
 * are delta-coded (each entry is the difference from the previous row).
 */

/** Single-valued string columns, dictionary-coded (the facet name where it is a facet). */
export const STRING_COLUMNS = [
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'body',
  'colour',
  'drive',
  'fuel',
  'transmission',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'dealership_slug',
  'tag',
  'item_type',
  'status',
] as const;
export type StringColumn = (typeof STRING_COLUMNS)[number];

/** Numeric columns; null where the car has no value. */
export const NUMBER_COLUMNS = [
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
export type NumberColumn = (typeof NUMBER_COLUMNS)[number];

/** Columns stored as differences from the previous row (always present). */
export const DELTA_COLUMNS: readonly NumberColumn[] = ['id', 'created_at_timestamp'];

/** Multi-valued string columns. */
export const LIST_COLUMNS = ['filtered_features', 'categories'] as const;
export type ListColumn = (typeof LIST_COLUMNS)[number];

/** Bits of the per-car `flags` column. */
export const FLAG = { showOnDealerWebsite: 1, reserved: 2, certified: 4, preorder: 8 } as const;

/**
 * Text-only columns searched by the full-text query but never faceted (stored as plain strings).
 * VINs are not here: 17 random characters cost about 11 brotli bytes per car, a third of the
 * index budget, so they travel in a separate VIN file (`BuiltIndex.vins`) loaded alongside.
 */
export const TEXT_COLUMNS = ['stocknum'] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];

/** A dictionary-coded column: `codes[row]` indexes `values`, -1 when missing. */
export interface CodedColumn {
  values: string[];
  codes: number[];
}

/** A multi-valued column: `codes[row]` lists indexes into `values`. */
export interface ListCodedColumn {
  values: string[];
  codes: number[][];
}

/**
 * Card fields that are not facet or sort columns: a result card needs them, the engine does not.
 * Kept out of the index when they would blow its size budget (see `CardChunk`).
 */
export interface CardExtra {
  slug: string;
  name: string;
  primary_image_url?: string;
  thumb_url?: string;
  before_price?: number;
  price_type?: string;
  /** Comparison rate (% p.a.) of the lender whose weekly_price the card shows. */
  comparison_rate?: number;
  trans?: string;
  fuel_detail?: string;
}

/** One card chunk file: the extras of rows `[chunk * chunkSize, (chunk + 1) * chunkSize)`, keyed by car id. */
export interface CardChunk {
  chunk: number;
  cards: Record<string, CardExtra>;
}

export interface CompactIndex {
  version: 1;
  /** Number of cars (rows). */
  count: number;
  strings: Record<StringColumn, CodedColumn>;
  numbers: Record<NumberColumn, (number | null)[]>;
  lists: Record<ListColumn, ListCodedColumn>;
  text: Record<TextColumn, string[]>;
  /** Bit set per row, see `FLAG`. */
  flags: number[];
  /** Rows per card chunk when card extras live in chunk files; null when they are inline in `cards`. */
  chunkSize: number | null;
  /** Inline card extras per row (only when `chunkSize` is null). */
  cards?: CardExtra[];
}
