import type { FacetStats } from './algolia-types.ts';
import type { FacetColumn, NumberFacet } from './load-index.ts';

const numberCodeCache = new WeakMap<NumberFacet, { distinct: Float64Array; codes: Int32Array }>();

/** The column's distinct values ascending and each row's code into them (-1 when missing), built once. */
function numberCodes(column: NumberFacet): { distinct: Float64Array; codes: Int32Array } {
  let coded = numberCodeCache.get(column);
  if (coded === undefined) {
    const present = column.data.filter((value) => !Number.isNaN(value)).sort();
    const distinct = present.filter((value, i) => i === 0 || value !== present[i - 1]);
    const position = new Map<number, number>();
    for (const [code, value] of distinct.entries()) position.set(value, code);
    const codes = Int32Array.from(column.data, (value) => position.get(value) ?? -1);
    coded = { distinct, codes };
    numberCodeCache.set(column, coded);
  }
  return coded;
}

/**
 * Value counts of one facet over the matched rows, sorted by count descending then value
 * ascending, at most `maxValues` entries; plus min/max/avg/sum for numeric columns.
 */
export function countFacet(
  column: FacetColumn,
  rows: Int32Array,
  maxValues: number,
): { counts: Record<string, number>; stats?: FacetStats } {
  if (column.kind === 'number') {
    const { distinct, codes } = numberCodes(column);
    const tally = new Int32Array(distinct.length);
    let sum = 0;
    let present = 0;
    for (const row of rows) {
      const code = codes[row] ?? -1;
      if (code < 0) continue;
      tally[code] = (tally[code] ?? 0) + 1;
      sum += column.data[row] ?? 0;
      present++;
    }
    const used: number[] = [];
    tally.forEach((count, code) => {
      if (count > 0) used.push(code);
    });
    // Codes follow ascending values, so ties resolve to the lower number first.
    used.sort((a, b) => (tally[b] ?? 0) - (tally[a] ?? 0) || a - b);
    const counts: Record<string, number> = {};
    for (const code of used.slice(0, maxValues)) counts[String(distinct[code])] = tally[code] ?? 0;
    if (present === 0) return { counts };
    let min = Infinity;
    let max = -Infinity;
    for (const code of used) {
      const value = distinct[code] ?? NaN;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    return { counts, stats: { min, max, avg: sum / present, sum } };
  }
  const entries: [string, number][] = [];
  const tally = new Int32Array(column.values.length);
  if (column.kind === 'coded') {
    const codes = column.codes;
    for (const row of rows) {
      const code = codes[row] ?? -1;
      if (code >= 0) tally[code] = (tally[code] ?? 0) + 1;
    }
  } else {
    const { offsets, codes } = column;
    for (const row of rows) {
      const end = offsets[row + 1] ?? 0;
      for (let at = offsets[row] ?? 0; at < end; at++) {
        const code = codes[at] ?? 0;
        tally[code] = (tally[code] ?? 0) + 1;
      }
    }
  }
  tally.forEach((count, code) => {
    if (count > 0) entries.push([column.values[code] ?? '', count]);
  });
  entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const counts: Record<string, number> = {};
  for (const [value, count] of entries.slice(0, maxValues)) counts[value] = count;
  return { counts };
}
