import { describe, expect, it } from 'vitest';
import { cardDataOf, type CardSettings } from './card-data.ts';

const settings: CardSettings = {
  tags: false,
  fuelTags: false,
  justArrivedDays: 7,
  financeButton: false,
  reserveButton: false,
  lowerCaseFindSimilar: false,
  buyOnline: false,
  favourites: false,
  favouritesUsedOnly: false,
  nowMs: Date.parse('2026-11-01T00:00:00Z'),
};
const hit = {
  objectID: '1',
  slug: 'a-1',
  name: '2024 MG ZS',
  price: 22_990,
  status: 'in_stock' as const,
  car_type: 'new' as const,
};

describe('card price and finance (ACL s48, NCC s164)', () => {
  it('labels a shown price by its price type', () => {
    expect(cardDataOf({ ...hit, price_type: 'drive_away' }, settings).priceLabel).toBe('Drive Away');
    expect(cardDataOf({ ...hit, price_type: 'excl_gov_charges' }, settings).priceLabel).toBe(
      'excl. government charges',
    );
    expect(cardDataOf({ ...hit, price: 0, price_type: 'drive_away' }, settings).priceLabel).toBeNull();
  });
  it('shows a weekly figure only with its comparison rate beside it', () => {
    expect(cardDataOf({ ...hit, weekly_price: 140.95, comparison_rate: 13.27 }, settings)).toMatchObject({
      weeklyText: '$140.95/wk',
      comparisonText: '13.27% p.a. comparison rate*',
    });
    expect(cardDataOf({ ...hit, weekly_price: 140.95 }, settings)).toMatchObject({
      weeklyText: null,
      comparisonText: null,
    });
  });
});
