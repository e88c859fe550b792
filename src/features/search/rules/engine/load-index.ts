import { bucketOf, PRICE_BUCKETS, WEEKLY_PRICE_BUCKETS } from './price-buckets.ts';
import {
  DELTA_COLUMNS,
  FLAG,
  LIST_COLUMNS,
  NUMBER_COLUMNS,
  STRING_COLUMNS,
  type CardExtra,
  type CompactIndex,
  type NumberColumn,
} from './index-format.ts';

/** A single-valued facet: `codes[row]` indexes `values`, -1 when missing. */
export interface CodedFacet {
  kind: 'coded';
  values: string[];
  /** Value to code, for filters. */
  lookup: Map<string, number>;
  codes: Int32Array;
}

/** A multi-valued facet in CSR layout: row r holds `codes[offsets[r] .. offsets[r + 1])`. */
export interface ListFacet {
  kind: 'list';
  values: string[];
  lookup: Map<string, number>;
  offsets: Int32Array;
  codes: Int32Array;
}

/** A numeric column; NaN where the car has no value. */
export interface NumberFacet {
  kind: 'number';
  data: Float64Array;
}

export type FacetColumn = CodedFacet | ListFacet | NumberFacet;

/** The index decoded once into typed arrays, ready for columnar scans. */
export interface LoadedIndex {
  count: number;
  /** Every attribute the engine can filter, facet or sort on, by name. */
  columns: Map<string, FacetColumn>;
  numbers: Record<NumberColumn, Float64Array>;
  status: CodedFacet;
  flags: Uint8Array;
  stocknum: string[];
  /** VIN per row, lower-cased; empty strings when the VIN file was not loaded. */
  vins: string[];
  cards: CardExtra[] | null;
  chunkSize: number | null;
}

function coded(values: string[], codes: ArrayLike<number>): CodedFacet {
  return {
    kind: 'coded',
    values,
    lookup: new Map(values.map((value, code) => [value, code])),
    codes: Int32Array.from(codes),
  };
}

/** A coded column whose values are derived per row (make_model, price buckets, booleans). */
function derive(count: number, valueAt: (row: number) => string | undefined): CodedFacet {
  const lookup = new Map<string, number>();
  const codes = new Int32Array(count);
  for (let row = 0; row < count; row++) {
    const value = valueAt(row);
    if (value === undefined) {
      codes[row] = -1;
      continue;
    }
    let code = lookup.get(value);
    if (code === undefined) {
      code = lookup.size;
      lookup.set(value, code);
    }
    codes[row] = code;
  }
  return { kind: 'coded', values: [...lookup.keys()], lookup, codes };
}

/** Decodes a compact index (and optionally its VIN file) into typed arrays. */
export function loadIndex(index: CompactIndex, vins: readonly string[] = []): LoadedIndex {
  const count = index.count;
  const columns = new Map<string, FacetColumn>();
  for (const name of STRING_COLUMNS) {
    const column = index.strings[name];
    columns.set(name, coded(column.values, column.codes));
  }
  const numbers = {} as Record<NumberColumn, Float64Array>;
  for (const name of NUMBER_COLUMNS) {
    const source = index.numbers[name];
    const data = new Float64Array(count);
    let running = 0;
    const isDelta = DELTA_COLUMNS.includes(name);
    for (let row = 0; row < count; row++) {
      const value = source[row] ?? null;
      if (isDelta) data[row] = running += value ?? 0;
      else data[row] = value === null ? NaN : value;
    }
    numbers[name] = data;
    columns.set(name, { kind: 'number', data });
  }
  for (const name of LIST_COLUMNS) {
    const column = index.lists[name];
    const offsets = new Int32Array(count + 1);
    let total = 0;
    for (let row = 0; row < count; row++) {
      offsets[row] = total;
      total += column.codes[row]?.length ?? 0;
    }
    offsets[count] = total;
    const codes = new Int32Array(total);
    let at = 0;
    for (const list of column.codes) for (const code of list) codes[at++] = code;
    const lookup = new Map(column.values.map((value, code) => [value, code]));
    columns.set(name, { kind: 'list', values: column.values, lookup, offsets, codes });
  }
  const flags = Uint8Array.from(index.flags);
  const text = (name: string): string[] => (columns.get(name) as CodedFacet).values;
  const makes = columns.get('make') as CodedFacet;
  const models = columns.get('model') as CodedFacet;
  const makeNames = text('make');
  const modelNames = text('model');
  columns.set(
    'make_model',
    derive(count, (row) => {
      const make = makeNames[makes.codes[row] ?? -1];
      const model = modelNames[models.codes[row] ?? -1];
      return make === undefined || model === undefined ? undefined : `${make}|${model}`;
    }),
  );
  columns.set(
    'price_range',
    derive(count, (row) => PRICE_BUCKETS[bucketOf(numbers.price[row] ?? NaN, PRICE_BUCKETS)]?.label),
  );
  columns.set(
    'weekly_price_range',
    derive(
      count,
      (row) => WEEKLY_PRICE_BUCKETS[bucketOf(numbers.weekly_price[row] ?? NaN, WEEKLY_PRICE_BUCKETS)]?.label,
    ),
  );
  const flag = (bit: number) => (row: number) => (((flags[row] ?? 0) & bit) !== 0 ? 'true' : 'false');
  columns.set('certified', derive(count, flag(FLAG.certified)));
  columns.set('reserved', derive(count, flag(FLAG.reserved)));
  columns.set('show_on_dealer_website', derive(count, flag(FLAG.showOnDealerWebsite)));
  return {
    count,
    columns,
    numbers,
    status: columns.get('status') as CodedFacet,
    flags,
    stocknum: index.text.stocknum,
    vins: vins.length === count ? vins.map((vin) => vin.toLowerCase()) : new Array<string>(count).fill(''),
    cards: index.cards ?? null,
    chunkSize: index.chunkSize,
  };
}
