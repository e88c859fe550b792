import { describe, expect, it } from 'vitest';
import { isPromoLive } from './promo-placement.ts';

describe('promo and slide windows: start inclusive, expiry exclusive', () => {
  const eofy = { expiry: '2025-06-15T16:00:00+10:00' };
  it('an end-of-financial-year card shows until 2025-06-15 16:00 (+10:00) and not after', () => {
    expect(isPromoLive(eofy, Date.parse('2025-06-15T05:59:59Z'))).toBe(true);
    expect(isPromoLive(eofy, Date.parse('2025-06-15T06:00:00Z'))).toBe(false);
  });
  it('the stocktake sale runs 2025-07-01 to 2025-07-24 (+10:00)', () => {
    const sale = { start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-24T00:00:00+10:00' };
    expect(isPromoLive(sale, Date.parse('2025-06-30T13:59:59Z'))).toBe(false);
    expect(isPromoLive(sale, Date.parse('2025-06-30T14:00:00Z'))).toBe(true);
    expect(isPromoLive(sale, Date.parse('2025-07-23T13:59:59Z'))).toBe(true);
    expect(isPromoLive(sale, Date.parse('2025-07-23T14:00:00Z'))).toBe(false);
  });
  it('an item without a window always shows', () => {
    expect(isPromoLive({}, Date.now())).toBe(true);
  });
});
