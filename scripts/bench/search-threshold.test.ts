import { describe, expect, it } from 'vitest';
import {
  indexBudgetBytes,
  interactionLimitFor,
  typesenseThreshold,
  type SizeVerdictInput,
} from './search-threshold.ts';

const limits = {
  indexBrotliFixedBytes: 10_240,
  indexBrotliBytesPerCar: 30,
  loadLongestTaskMs: 50,
  interactionP95Ms: { 2000: 100, 10000: 200 },
};
const good = (cars: number): SizeVerdictInput => ({
  cars,
  indexBrotliBytes: 20 * cars,
  loadLongestTaskMs: 20,
  interactionP95Ms: { facet: 40, sort: 60 },
});

describe('indexBudgetBytes', () => {
  it('is 10 KB plus 30 bytes per car', () => expect(indexBudgetBytes(2000, limits)).toBe(70_240));
});

describe('interactionLimitFor', () => {
  it('uses the budget of the size itself', () => {
    expect(interactionLimitFor(2000, limits.interactionP95Ms)).toBe(100);
    expect(interactionLimitFor(10_000, limits.interactionP95Ms)).toBe(200);
  });
  it('carries the largest budget up to unbudgeted larger sizes and the smallest down', () => {
    expect(interactionLimitFor(100_000, limits.interactionP95Ms)).toBe(200);
    expect(interactionLimitFor(500, limits.interactionP95Ms)).toBe(100);
  });
});

describe('typesenseThreshold', () => {
  it('is the largest size when every size meets the budgets', () => {
    expect(typesenseThreshold([good(10_000), good(2000), good(100_000)], limits)).toBe(100_000);
  });
  it('stops at the first size that misses a budget', () => {
    const slow = { ...good(100_000), interactionP95Ms: { facet: 40, sort: 450 } };
    expect(typesenseThreshold([good(2000), good(10_000), slow], limits)).toBe(10_000);
  });
  it('counts a long task while loading and an oversize index as misses', () => {
    expect(typesenseThreshold([good(2000), { ...good(10_000), loadLongestTaskMs: 80 }], limits)).toBe(2000);
    expect(typesenseThreshold([{ ...good(2000), indexBrotliBytes: 80_000 }], limits)).toBeNull();
  });
  it('counts a figure that could not be measured as a miss', () => {
    expect(typesenseThreshold([{ ...good(2000), loadLongestTaskMs: null }], limits)).toBeNull();
    expect(typesenseThreshold([{ ...good(2000), interactionP95Ms: { facet: null } }], limits)).toBeNull();
  });
});
