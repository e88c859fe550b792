import { describe, expect, it } from 'vitest';
import { cardLive, liveCardHit } from './live-card-view.ts';

describe('liveCardHit', () => {
  const hit = { objectID: '5', status: 'in_stock' as const, price: 30_000, weekly_price: 150, comparison_rate: 9.5 };

  it('leaves a hit without a change as it is', () => {
    expect(liveCardHit(hit, undefined)).toBe(hit);
  });

  it('marks a reserved car reserved, still in stock', () => {
    expect(liveCardHit(hit, { status: 'reserved' })).toEqual({ ...hit, reserved: true });
  });

  it('reads a status that is not for sale as sold', () => {
    expect(liveCardHit(hit, { status: 'withdrawn' }).status).toBe('sold');
    expect(liveCardHit({ ...hit, status: 'sold' }, { status: 'coming_soon' }).status).toBe('coming_soon');
  });

  it('takes a new price and drops the weekly figure worked out on the old one', () => {
    const live = liveCardHit(hit, { price: 27_500 });
    expect(live.price).toBe(27_500);
    expect(live.weekly_price).toBeUndefined();
    expect(liveCardHit(hit, { price: 30_000, status: 'reserved' }).weekly_price).toBe(150);
  });
});

describe('cardLive', () => {
  it('shows reserved and sold, and leaves a car back on sale as built', () => {
    expect(cardLive({ status: 'reserved' }, null)).toEqual({ status: 'reserved', priceText: null, keepWas: true });
    expect(cardLive({ status: 'sold' }, null).status).toBe('sold');
    expect(cardLive({ status: 'in_stock' }, null).status).toBeNull();
    expect(cardLive(undefined, null)).toEqual({ status: null, priceText: null, keepWas: true });
  });

  it('shows the new price, keeping the crossed-out price only while it is higher', () => {
    expect(cardLive({ price: 27_990 }, '$29,990')).toEqual({ status: null, priceText: '$27,990', keepWas: true });
    expect(cardLive({ price: 30_990 }, '$29,990')).toMatchObject({ priceText: '$30,990', keepWas: false });
    expect(cardLive({ price: 0 }, null)).toMatchObject({ priceText: 'Enquire for price.', keepWas: false });
  });
});
