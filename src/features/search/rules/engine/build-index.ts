import type { Car, FinanceLender } from '../../../stock/rules/car-schema.ts';
import {
  DELTA_COLUMNS,
  FLAG,
  LIST_COLUMNS,
  NUMBER_COLUMNS,
  STRING_COLUMNS,
  TEXT_COLUMNS,
  type CardChunk,
  type CardExtra,
  type CodedColumn,
  type CompactIndex,
  type ListCodedColumn,
  type ListColumn,
  type NumberColumn,
  type StringColumn,
  type TextColumn,
} from './index-format.ts';

export interface BuildIndexOptions {
  /**
   * Rows per card chunk file. A number moves the card extras (slug, name, image urls, ...) out of the
   * index into chunk files fetched per result page; null keeps them inline. Default: 64.
   */
  cardChunkSize?: number | null;
  /** Dealership display names by dealership_slug, for the dealership_name facet. Default: the slug. */
  dealershipNames?: Readonly<Record<string, string>>;
}

export interface BuiltIndex {
  index: CompactIndex;
  /** Card chunk files (only when `cardChunkSize` is a number), in chunk order. */
  cardChunks?: CardChunk[];
  /** VIN per row ('' when none), written as its own file and passed to `loadIndex` for VIN search. */
  vins: string[];
}

/** Unix seconds of an ISO date-time. */
function seconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

/** The first lender that quotes a weekly repayment: its figure and comparison rate go on the card together. */
function quotingLender(car: Car): FinanceLender | undefined {
  return Object.values(car.finance_lenders ?? {}).find(
    (lender) => lender.paymentWeek !== undefined && lender.paymentWeek > 0,
  );
}

/** Finance weekly repayment from the first lender that quotes one. */
function weeklyPrice(car: Car): number | null {
  return quotingLender(car)?.paymentWeek ?? null;
}

function stringValue(car: Car, column: StringColumn, names: Readonly<Record<string, string>>): string | undefined {
  switch (column) {
    case 'body':
      return car.simple_body;
    case 'drive':
      return car.simple_drive;
    case 'fuel':
      return car.simple_fuel;
    case 'transmission':
      return car.simple_transmission;
    case 'dealership_name':
      return names[car.dealership_slug] ?? car.dealership_slug;
    default:
      return car[column];
  }
}

function numberValue(car: Car, column: NumberColumn): number | null {
  switch (column) {
    case 'weekly_price':
      return weeklyPrice(car);
    case 'created_at_timestamp':
      return seconds(car.created_at);
    case 'images_count':
      return car.images.length;
    default:
      return car[column] ?? null;
  }
}

function cardExtra(car: Car): CardExtra {
  const first = car.images[0];
  const extra: CardExtra = { slug: car.slug, name: car.name };
  const primary = car.primary_image_url ?? first?.url;
  if (primary !== undefined) extra.primary_image_url = primary;
  if (first !== undefined) extra.thumb_url = first.thumb_url;
  if (car.before_price !== undefined) extra.before_price = car.before_price;
  if (car.price_type !== undefined) extra.price_type = car.price_type;
  const comparison = quotingLender(car)?.comparisonRate;
  if (comparison !== undefined && comparison !== null) extra.comparison_rate = comparison;
  if (car.trans !== undefined) extra.trans = car.trans;
  if (car.fuel !== undefined) extra.fuel_detail = car.fuel;
  return extra;
}

/** A dictionary that hands out codes 0, 1, 2… in first-seen order. */
function dictionaryCoder(): { code: (value: string) => number; values: () => string[] } {
  const dictionary = new Map<string, number>();
  return {
    code: (value) => {
      let code = dictionary.get(value);
      if (code === undefined) {
        code = dictionary.size;
        dictionary.set(value, code);
      }
      return code;
    },
    values: () => [...dictionary.keys()],
  };
}

function encodeStrings(values: (string | undefined)[]): CodedColumn {
  const coder = dictionaryCoder();
  const codes = values.map((value) => (value === undefined || value === '' ? -1 : coder.code(value)));
  return { values: coder.values(), codes };
}

function encodeLists(values: string[][]): ListCodedColumn {
  const coder = dictionaryCoder();
  const codes = values.map((list) => list.map(coder.code));
  return { values: coder.values(), codes };
}

function deltaEncode(values: (number | null)[]): number[] {
  let previous = 0;
  return values.map((value) => {
    const current = value ?? 0;
    const delta = current - previous;
    previous = current;
    return delta;
  });
}

/** Cars in the default (mostRelevant) order: custom_rank desc, then created_at desc, then id asc. */
function mostRelevantRows(cars: readonly Car[]): Car[] {
  const created = new Map(cars.map((car) => [car, seconds(car.created_at)]));
  const createdOf = (car: Car): number => created.get(car) ?? 0;
  return [...cars].sort((a, b) => b.custom_rank - a.custom_rank || createdOf(b) - createdOf(a) || a.id - b.id);
}

/**
 * Builds the compact index from listed cars (already passed through the stock rule at build time;
 * status, sold date and show_on_dealer_website are kept so the rule runs again at query time).
 */
export function buildIndex(cars: readonly Car[], options: BuildIndexOptions = {}): BuiltIndex {
  const chunkSize = options.cardChunkSize === undefined ? 64 : options.cardChunkSize;
  const names = options.dealershipNames ?? {};
  const rows = mostRelevantRows(cars);

  const strings = {} as Record<StringColumn, CodedColumn>;
  for (const column of STRING_COLUMNS)
    strings[column] = encodeStrings(rows.map((car) => stringValue(car, column, names)));

  const numbers = {} as Record<NumberColumn, (number | null)[]>;
  for (const column of NUMBER_COLUMNS) {
    const values = rows.map((car) => numberValue(car, column));
    numbers[column] = DELTA_COLUMNS.includes(column) ? deltaEncode(values) : values;
  }

  const lists = {} as Record<ListColumn, ListCodedColumn>;
  for (const column of LIST_COLUMNS) lists[column] = encodeLists(rows.map((car) => car[column]));

  const text = {} as Record<TextColumn, string[]>;
  for (const column of TEXT_COLUMNS) text[column] = rows.map((car) => car[column] ?? '');

  const flags = rows.map(
    (car) =>
      (car.show_on_dealer_website ? FLAG.showOnDealerWebsite : 0) |
      (car.reserved ? FLAG.reserved : 0) |
      (car.certified ? FLAG.certified : 0) |
      (car.preorder ? FLAG.preorder : 0),
  );

  const vins = rows.map((car) => car.vin ?? '');
  const index: CompactIndex = { version: 1, count: rows.length, strings, numbers, lists, text, flags, chunkSize };
  if (chunkSize === null) {
    index.cards = rows.map(cardExtra);
    return { index, vins };
  }
  const cardChunks: CardChunk[] = [];
  rows.forEach((car, row) => {
    const chunk = Math.floor(row / chunkSize);
    const target = cardChunks[chunk] ?? { chunk, cards: {} };
    cardChunks[chunk] = target;
    target.cards[String(car.id)] = cardExtra(car);
  });
  return { index, cardChunks, vins };
}
