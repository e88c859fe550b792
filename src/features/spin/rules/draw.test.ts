import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawSlice } from './draw.ts';

describe('drawSlice: weighted draw from a random source', () => {
  it('maps each ticket to the slice whose cumulative range holds it', () => {
    const weights = [1, 3, 6]; // tickets 0 | 1-3 | 4-9
    const at = (ticket: number) => drawSlice(weights, () => ticket);
    expect([0, 1, 3, 4, 9].map(at)).toEqual([0, 1, 1, 2, 2]);
  });

  it('asks the source for a ticket below the sum of the weights', () => {
    const asked: number[] = [];
    drawSlice([5, 20, 75], (n) => {
      asked.push(n);
      return 0;
    });
    expect(asked).toEqual([100]);
  });

  it('gives every slice its share over all tickets exactly', () => {
    const weights = [2, 5, 13];
    const counts = [0, 0, 0];
    for (let ticket = 0; ticket < 20; ticket++) counts[drawSlice(weights, () => ticket)]! += 1;
    expect(counts).toEqual(weights);
  });

  it('with crypto.randomInt, lands near the weights over many draws', () => {
    const counts = [0, 0];
    for (let i = 0; i < 20_000; i++) counts[drawSlice([1, 3], randomInt)]! += 1;
    expect(counts[1]! / 20_000).toBeGreaterThan(0.72);
    expect(counts[1]! / 20_000).toBeLessThan(0.78);
  });

  it('refuses weights that are not positive whole numbers, and tickets out of range', () => {
    expect(() => drawSlice([], () => 0)).toThrow(RangeError);
    expect(() => drawSlice([1, 0], () => 0)).toThrow(RangeError);
    expect(() => drawSlice([1.5], () => 0)).toThrow(RangeError);
    expect(() => drawSlice([1, 2], () => 3)).toThrow(RangeError);
  });
});
