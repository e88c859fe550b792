import { describe, expect, it } from 'vitest';
import { liveCar, liveStatus, parseLiveState } from './live-car.ts';

describe('parseLiveState', () => {
  it('keeps each well-formed change by car id', () => {
    expect(parseLiveState({ '7': { status: 'reserved' }, '9': { price: 31_990 }, '11': { status: 'sold', price: 1 } }))
      .toEqual({ '7': { status: 'reserved' }, '9': { price: 31_990 }, '11': { status: 'sold', price: 1 } });
  });

  it('leaves out entries that are not a change, keeping the rest', () => {
    expect(parseLiveState({ '1': { price: '9' }, '2': null, '3': { price: -5 }, '4': { status: 'sold' } })).toEqual({ '4': { status: 'sold' } });
  });

  it('reads anything but an object as no changes', () => {
    expect(parseLiveState(null)).toEqual({});
    expect(parseLiveState([{ status: 'sold' }])).toEqual({});
    expect(parseLiveState('{"1":{}}')).toEqual({});
  });
});

describe('liveCar', () => {
  const built = { id: 3, status: 'in_stock', price: 30_000 };

  it('keeps the built car without a change', () => {
    expect(liveCar(built, undefined)).toEqual({ ...built, reserved: false });
  });

  it('marks a car reserved through the site as reserved and keeps its status', () => {
    expect(liveCar(built, { status: 'reserved', price: 29_000 })).toEqual({ id: 3, status: 'in_stock', price: 29_000, reserved: true });
  });

  it("takes the feed's new status, keeping the build's reserved flag", () => {
    expect(liveCar({ ...built, reserved: true }, { status: 'sold' })).toMatchObject({ status: 'sold', reserved: true, price: 30_000 });
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
