import { describe, expect, it } from 'vitest';
import { displayedResultCount } from './result-count.ts';

describe('result count cap', () => {
  it('keeps counts up to 1999 and replaces a capped count by facet totals, then stock count', () => {
    expect(displayedResultCount(1999, { stockCount: 5000 })).toBe(1999);
    expect(displayedResultCount(2000, { facetCounts: { new: 900, used: 2100, demo: 50 } })).toBe(3050);
    expect(displayedResultCount(2000, { stockCount: 4321 })).toBe(4321);
    expect(displayedResultCount(2000)).toBe(2000);
  });
});
