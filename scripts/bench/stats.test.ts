import { describe, expect, it } from 'vitest';
import { median, percentile, round } from './stats.ts';

describe('median', () => {
  it('takes the middle value of an odd count, unsorted input', () => expect(median([5, 1, 3])).toBe(3));
  it('averages the two middle values of an even count', () => expect(median([4, 1, 3, 2])).toBe(2.5));
  it('is NaN for no values', () => expect(median([])).toBeNaN());
});

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1
  it('p50 and p95 of 1..100', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
  });
  it('p0 is the minimum, p100 the maximum', () => {
    expect(percentile([3, 9, 1], 0)).toBe(1);
    expect(percentile([3, 9, 1], 100)).toBe(9);
  });
  it('p95 of 5 runs is the largest', () => expect(percentile([10, 20, 30, 40, 50], 95)).toBe(50));
  it('is NaN for no values', () => expect(percentile([], 50)).toBeNaN());
});

describe('round', () => {
  it('rounds to the given decimals', () => {
    expect(round(1.2345, 2)).toBe(1.23);
    expect(round(1.25)).toBe(1.3);
  });
});
