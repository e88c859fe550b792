import { describe, expect, it } from 'vitest';
import { liveCar, liveStatus } from './live-car.ts';

describe('liveCar', () => {
  const built = { id: 3, status: 'in_stock', price: 30_000 };

  it('keeps the built car without a change', () => {
    expect(liveCar(built, undefined)).toEqual({ ...built, reserved: false });
  });

  it('marks a car reserved through the site as reserved and keeps its status', () => {
    expect(liveCar(built, { status: 'reserved', price: 29_000 })).toEqual({
      id: 3,
      status: 'in_stock',
      price: 29_000,
      reserved: true,
    });
  });

  it("takes the feed's new status, keeping the build's reserved flag", () => {
    expect(liveCar({ ...built, reserved: true }, { status: 'sold' })).toMatchObject({
      status: 'sold',
      reserved: true,
      price: 30_000,
    });
  });
});

describe('liveStatus', () => {
  it('reads in_stock and coming_soon as for sale, reserved ones as reserved, anything else as sold', () => {
    expect(liveStatus({ status: 'in_stock', price: 1 })).toBe('available');
    expect(liveStatus({ status: 'coming_soon', price: 1, reserved: true })).toBe('reserved');
    expect(liveStatus({ status: 'sold', price: 1, reserved: true })).toBe('sold');
    expect(liveStatus({ status: 'withdrawn', price: 1 })).toBe('sold');
  });
});
