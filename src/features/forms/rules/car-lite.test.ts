import { describe, expect, it } from 'vitest';
import { litePriceText } from './car-lite.ts';

describe('litePriceText', () => {
  it('shows the price of a car for sale, and says when it is reserved', () => {
    expect(litePriceText({ status: 'in_stock', price: 30_990, reserved: false })).toBe('$30,990');
    expect(litePriceText({ status: 'coming_soon', price: 30_990, reserved: true })).toBe('$30,990 · Reserved');
    expect(litePriceText({ status: 'in_stock', price: 0, reserved: true })).toBe('Enquire for price. · Reserved');
  });

  it('says what the price includes, as the car page does (ACL s48): it was the bare figure on compare and favourites', () => {
    const car = { status: 'in_stock', price: 84_990, reserved: false } as const;
    expect(litePriceText({ ...car, price_label: 'excl. government charges' })).toBe('$84,990 excl. government charges');
    expect(litePriceText({ ...car, price_label: 'Drive Away', reserved: true })).toBe('$84,990 Drive Away · Reserved');
    expect(litePriceText({ ...car, price: 0, price_label: 'Drive Away' })).toBe('Enquire for price.');
  });

  it('shows SOLD for any car no longer for sale', () => {
    expect(litePriceText({ status: 'sold', price: 30_990, reserved: true })).toBe('SOLD');
    expect(litePriceText({ status: 'withdrawn', price: 30_990, reserved: false })).toBe('SOLD');
  });
});
