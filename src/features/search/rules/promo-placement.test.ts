import { describe, expect, it } from 'vitest';
import type { PromoCard } from '../../../config/promos-schema.ts';
import { isPromoLive, placePromos, promoSuitsSearch } from './promo-placement.ts';

const promo = (patch: Partial<PromoCard>): PromoCard => ({
  id: 'p',
  title: 'We Want Your Car',
  text: '',
  href: '/sell-my-car',
  cta: 'Find out more',
  display: [],
  strictDisplay: false,
  ...patch,
});
const cars = Array.from({ length: 21 }, (_, i) => i + 1);
const layout = (slots: ReturnType<typeof placePromos<number>>) =>
  slots.map((slot) => (slot.kind === 'car' ? slot.car : slot.promo.id));
const NOW = Date.parse('2025-06-01T00:00:00+10:00');

describe('promo placement', () => {
  it('puts cards at 1-based positions 8 and 17 by default', () => {
    const slots = placePromos(cars, [promo({ id: 'buy' })], { nowMs: NOW, searchTypes: [], pageSize: 21 });
    expect(slots).toHaveLength(23);
    expect(layout(slots)[7]).toBe('buy');
    expect(layout(slots)[16]).toBe('buy');
    expect(layout(slots).filter((x) => typeof x === 'number')).toEqual(cars);
  });
  it('uses EOFY positions 5 and 10 when the card names them', () => {
    const slots = layout(
      placePromos(cars, [promo({ id: 'eofy', position: [5, 10] })], { nowMs: NOW, searchTypes: [] }),
    );
    expect(slots[4]).toBe('eofy');
    expect(slots[9]).toBe('eofy');
  });
  it('does not trail a short last page with cards beyond its cars', () => {
    const slots = layout(
      placePromos([1, 2, 3, 4, 5, 6, 7, 8, 9], [promo({ id: 'buy' })], { nowMs: NOW, searchTypes: [], pageSize: 21 }),
    );
    expect(slots).toEqual([1, 2, 3, 4, 5, 6, 7, 'buy', 8, 9]);
  });
  it('honours start and expiry windows (EOFY cards expire 2025-06-15 16:00 +10:00)', () => {
    const eofy = promo({ expiry: '2025-06-15T16:00:00+10:00', start: '2025-05-01T00:00:00+10:00' });
    expect(isPromoLive(eofy, Date.parse('2025-06-15T15:59:59+10:00'))).toBe(true);
    expect(isPromoLive(eofy, Date.parse('2025-06-15T16:00:00+10:00'))).toBe(false);
    expect(isPromoLive(eofy, Date.parse('2025-04-30T23:59:59+10:00'))).toBe(false);
    expect(placePromos(cars, [eofy], { nowMs: Date.parse('2025-07-01T00:00:00+10:00'), searchTypes: [] })).toHaveLength(
      21,
    );
  });
  it('limits cards to their display car types, strictly when strictDisplay', () => {
    const used = promo({ display: ['used'] });
    const strict = promo({ display: ['used'], strictDisplay: true });
    expect(promoSuitsSearch(used, [])).toBe(true);
    expect(promoSuitsSearch(used, ['new', 'used'])).toBe(true);
    expect(promoSuitsSearch(used, ['new'])).toBe(false);
    expect(promoSuitsSearch(strict, [])).toBe(false);
    expect(promoSuitsSearch(strict, ['new', 'used'])).toBe(false);
    expect(promoSuitsSearch(strict, ['used'])).toBe(true);
  });
});
