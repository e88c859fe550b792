import { describe, expect, it } from 'vitest';
import { measureIndexSize } from './measure-size.ts';

describe('index size budget (30 brotli bytes per car plus 10 KB)', () => {
  it('holds at 2,000 fabricated cars', () => {
    const size = measureIndexSize(2000);
    console.log('index size at 2,000 cars', size);
    expect(size.brotliPerCar).toBeLessThanOrEqual(30);
    expect(size.chunkCount).toBe(Math.ceil(2000 / 64));
  });
});
