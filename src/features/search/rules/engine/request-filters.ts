import type { FacetFilters, NumericFilters } from './algolia-types.ts';
import type { LoadedIndex } from './load-index.ts';
import { anyOf, facetEquals, not, numericCompare, type NumericOperator, type RowTest } from './row-tests.ts';

/**
 * Compiles InstantSearch `facetFilters` and `numericFilters` into row tests.
 * Top-level entries AND, a nested array ORs (`[["make:Toyota","make:Mazda"],["car_type:used"]]`).
 */

/** Splits `attr:value` at the first colon; handles `attr:-value` and `-attr:value` negation and the `\-` escape. */
export function parseFacetFilter(filter: string): { attribute: string; value: string; negated: boolean } | null {
  const colon = filter.indexOf(':');
  if (colon <= 0) return null;
  let attribute = filter.slice(0, colon);
  let value = filter.slice(colon + 1);
  let negated = false;
  if (attribute.startsWith('-')) {
    negated = true;
    attribute = attribute.slice(1);
  }
  if (value.startsWith('-')) {
    negated = !negated;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  return { attribute, value, negated };
}

function facetTest(index: LoadedIndex, filter: string): RowTest {
  const parsed = parseFacetFilter(filter);
  if (parsed === null) return () => false;
  const test = facetEquals(index, parsed.attribute, parsed.value);
  return parsed.negated ? not(test) : test;
}

const NUMERIC = /^\s*([\w.]+)\s*(<=|>=|!=|=|<|>)\s*(-?\d+(?:\.\d+)?)\s*$/;

/** Parses `price>=5000` into its parts, null when it is not a numeric filter. */
export function parseNumericFilter(
  filter: string,
): { attribute: string; operator: NumericOperator; bound: number } | null {
  const match = NUMERIC.exec(filter);
  if (match === null) return null;
  return { attribute: match[1] ?? '', operator: match[2] as NumericOperator, bound: Number(match[3]) };
}

function numericTest(index: LoadedIndex, filter: string): RowTest {
  const parsed = parseNumericFilter(filter);
  return parsed === null ? () => false : numericCompare(index, parsed.attribute, parsed.operator, parsed.bound);
}

function compileList(
  index: LoadedIndex,
  filters: string | readonly (string | readonly string[])[] | undefined,
  one: (index: LoadedIndex, filter: string) => RowTest,
): RowTest[] {
  if (filters === undefined) return [];
  const list = typeof filters === 'string' ? filters.split(',').filter((part) => part.trim() !== '') : filters;
  return list.map((entry) =>
    typeof entry === 'string' ? one(index, entry.trim()) : anyOf(entry.map((part) => one(index, part))),
  );
}

export function compileFacetFilters(index: LoadedIndex, filters: FacetFilters | undefined): RowTest[] {
  return compileList(index, filters, facetTest);
}

export function compileNumericFilters(index: LoadedIndex, filters: NumericFilters | undefined): RowTest[] {
  return compileList(index, filters, numericTest);
}
