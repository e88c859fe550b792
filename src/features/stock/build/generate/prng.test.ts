import { describe, expect, it } from 'vitest';
import { createRandom, mixSeed } from './prng.ts';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(123);
    const b = createRandom(123);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });
  it('keeps int within bounds and sample distinct', () => {
    const random = createRandom(mixSeed(1, 2));
    for (let i = 0; i < 1000; i++) {
      const n = random.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
    const picked = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
  });
  it('follows weights roughly', () => {
    const random = createRandom(9);
    const hits = Array.from({ length: 10_000 }, () =>
      random.weighted([
        ['a', 9],
        ['b', 1],
      ] as const),
    ).filter((x) => x === 'a').length;
    expect(hits / 10_000).toBeCloseTo(0.9, 1);
  });
});
