import { describe, expect, it } from 'vitest';
import { carActions } from './card-actions.ts';
import { canFavourite, canValue, isReservable } from './car-eligibility.ts';

const image = { url: '/img/1.jpg', thumb_url: '/img/1-thumb.jpg' };

describe('favourites eligibility (spec/shopper §5)', () => {
  const car = { price: 19_990, images: [image], car_type: 'used' as const };
  it('needs a price above 0 and images', () => {
    expect(canFavourite(car, false)).toBe(true);
    expect(canFavourite({ ...car, price: 0 }, false)).toBe(false);
    expect(canFavourite({ ...car, images: [] }, false)).toBe(false);
  });
  it('accepts thumbnails instead of images', () => {
    expect(canFavourite({ ...car, images: [], thumbnails: ['/t.jpg'] }, false)).toBe(true);
  });
  it('used cars only where configured', () => {
    expect(canFavourite({ ...car, car_type: 'new' }, true)).toBe(false);
    expect(canFavourite(car, true)).toBe(true);
  });
});

describe('valuation eligibility (spec/site §4)', () => {
  it('in_stock, not reserved, price above 200', () => {
    expect(canValue({ status: 'in_stock', reserved: false, price: 201 })).toBe(true);
    expect(canValue({ status: 'in_stock', reserved: false, price: 200 })).toBe(false);
    expect(canValue({ status: 'in_stock', reserved: true, price: 20_000 })).toBe(false);
    expect(canValue({ status: 'sold', reserved: false, price: 20_000 })).toBe(false);
    expect(canValue({ status: 'coming_soon', reserved: false, price: 20_000 })).toBe(false);
  });
});

describe('reservable', () => {
  const car = { status: 'in_stock', reserved: false, price: 19_990 };
  it('available, not reserved, price shown and the reserve flag on', () => {
    expect(isReservable(car, true)).toBe(true);
    expect(isReservable({ ...car, status: 'coming_soon' }, true)).toBe(true);
  });
  it('not when sold, reserved, priced 10 or less, or the flag is off', () => {
    expect(isReservable({ ...car, status: 'sold' }, true)).toBe(false);
    expect(isReservable({ ...car, reserved: true }, true)).toBe(false);
    expect(isReservable({ ...car, price: 10 }, true)).toBe(false);
    expect(isReservable(car, false)).toBe(false);
  });
});

describe('availability-driven buttons (spec/shopper §2, §4)', () => {
  const settings = { financeButton: true, reserveButton: true, lowerCaseFindSimilar: false };
  const car = { status: 'in_stock', reserved: false, price: 19_990 };
  it('available: details, test drive, finance, reserve', () => {
    expect(carActions(car, settings)).toEqual({
      kind: 'available',
      actions: ['details', 'test-drive', 'finance', 'reserve'],
    });
  });
  it('no reserve when not reservable, no finance when the flag is off', () => {
    expect(carActions({ ...car, reserved: true }, { ...settings, financeButton: false })).toEqual({
      kind: 'available',
      actions: ['details', 'test-drive'],
    });
  });
  it("otherwise 'Find Me Something Similar'", () => {
    expect(carActions({ ...car, status: 'sold' }, settings)).toEqual({
      kind: 'find-similar',
      text: 'Find Me Something Similar',
    });
  });
  it("lower-case variant 'Find me something similar' by flag", () => {
    expect(carActions({ ...car, status: 'sold' }, { ...settings, lowerCaseFindSimilar: true })).toEqual({
      kind: 'find-similar',
      text: 'Find me something similar',
    });
  });
});
