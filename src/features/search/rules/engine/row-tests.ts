import type { FacetColumn, LoadedIndex } from './load-index.ts';

/** A compiled filter: true when the row passes. */
export type RowTest = (row: number) => boolean;

export const NEVER: RowTest = () => false;
export const ALWAYS: RowTest = () => true;

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** Row test for `attribute:value` (facet equality); unknown attributes or values match nothing. */
export function facetEquals(index: LoadedIndex, attribute: string, value: string): RowTest {
  const column: FacetColumn | undefined = index.columns.get(attribute);
  if (column === undefined) return NEVER;
  if (column.kind === 'number') {
    const target = Number(value);
    if (value.trim() === '' || Number.isNaN(target)) return NEVER;
    const data = column.data;
    return (row) => data[row] === target;
  }
  const code = column.lookup.get(value);
  if (code === undefined) return NEVER;
  if (column.kind === 'coded') {
    const codes = column.codes;
    return (row) => codes[row] === code;
  }
  const { offsets, codes } = column;
  return (row) => {
    const end = offsets[row + 1] ?? 0;
    for (let at = offsets[row] ?? 0; at < end; at++) if (codes[at] === code) return true;
    return false;
  };
}

/** Row test for `attribute <op> bound` on a numeric column; rows without a value never match. */
export function numericCompare(
  index: LoadedIndex,
  attribute: string,
  operator: NumericOperator,
  bound: number,
): RowTest {
  const column = index.columns.get(attribute);
  if (column === undefined || column.kind !== 'number' || Number.isNaN(bound)) return NEVER;
  const data = column.data;
  switch (operator) {
    case '<':
      return (row) => (data[row] ?? NaN) < bound;
    case '<=':
      return (row) => (data[row] ?? NaN) <= bound;
    case '=':
      return (row) => data[row] === bound;
    case '!=':
      return (row) => {
        const v = data[row] ?? NaN;
        return !Number.isNaN(v) && v !== bound;
      };
    case '>=':
      return (row) => (data[row] ?? NaN) >= bound;
    case '>':
      return (row) => (data[row] ?? NaN) > bound;
  }
}

export function not(test: RowTest): RowTest {
  return (row) => !test(row);
}

export function anyOf(tests: RowTest[]): RowTest {
  if (tests.length === 1 && tests[0] !== undefined) return tests[0];
  return (row) => {
    for (const test of tests) if (test(row)) return true;
    return false;
  };
}

export function allOf(tests: RowTest[]): RowTest {
  if (tests.length === 0) return ALWAYS;
  if (tests.length === 1 && tests[0] !== undefined) return tests[0];
  return (row) => {
    for (const test of tests) if (!test(row)) return false;
    return true;
  };
}
