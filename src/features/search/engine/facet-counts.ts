import type { FacetStats } from './algolia-types.ts';
import type { FacetColumn } from './load-index.ts';

/**
 * Value counts of one facet over the matched rows, sorted by count descending then value
 * ascending, at most `maxValues` entries; plus min/max/avg/sum for numeric columns.
 */
export function countFacet(
  column: FacetColumn,
  rows: Int32Array,
  maxValues: number,
): { counts: Record<string, number>; stats?: FacetStats } {
  const entries: [string, number][] = [];
  let stats: FacetStats | undefined;
  if (column.kind === 'number') {
    const tally = new Map<number, number>();
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    let present = 0;
    for (const row of rows) {
      const value = column.data[row] ?? NaN;
      if (Number.isNaN(value)) continue;
      tally.set(value, (tally.get(value) ?? 0) + 1);
      if (value < min) min = value;
      if (value > max) max = value;
      sum += value;
      present++;
    }
    for (const [value, count] of tally) entries.push([String(value), count]);
    if (present > 0) stats = { min, max, avg: sum / present, sum };
  } else {
    const tally = new Int32Array(column.values.length);
    if (column.kind === 'coded') {
      const codes = column.codes;
      for (const row of rows) {
        const code = codes[row] ?? -1;
        if (code >= 0) tally[code]! += 1;
      }
    } else {
      const { offsets, codes } = column;
      for (const row of rows) {
        const end = offsets[row + 1] ?? 0;
        for (let at = offsets[row] ?? 0; at < end; at++) tally[codes[at] ?? 0]! += 1;
      }
    }
    tally.forEach((count, code) => {
      if (count > 0) entries.push([column.values[code] ?? '', count]);
    });
  }
  entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const counts: Record<string, number> = {};
  for (const [value, count] of entries.slice(0, maxValues)) counts[value] = count;
  return stats === undefined ? { counts } : { counts, stats };
}
