import { describe, expect, it } from 'vitest';
import {
  brisbaneMonthStart,
  SALES_COUNTER_ANIMATION_MS,
  SALES_COUNTER_REFRESH_MS,
  SECONDS_PER_SALE,
  salesThisMonth,
} from './sales-counter.ts';

describe('sales counter (spec/shopper §9: 192 a day from the 1st, Brisbane time)', () => {
  const monthStart = Date.parse('2026-11-01T00:00:00+10:00');
  it('is one sale per 450 s, refreshed every 150 s, animated over 2 s', () => {
    expect([SECONDS_PER_SALE, SALES_COUNTER_REFRESH_MS, SALES_COUNTER_ANIMATION_MS]).toEqual([450, 150_000, 2_000]);
  });
  it('is 0 at 00:00 on the 1st in Brisbane', () => {
    expect(salesThisMonth(monthStart)).toBe(0);
    expect(brisbaneMonthStart(monthStart)).toBe(monthStart);
  });
  it('is 1 after 450 s and still 0 at 449 s', () => {
    expect(salesThisMonth(monthStart + 450_000)).toBe(1);
    expect(salesThisMonth(monthStart + 449_999)).toBe(0);
  });
  it('is 192 after one day', () => {
    expect(salesThisMonth(monthStart + 86_400_000)).toBe(192);
  });
  it('mid-month: 15 Nov 12:00 is 14.5 days in, 2784 sales', () => {
    expect(salesThisMonth(Date.parse('2026-11-15T12:00:00+10:00'))).toBe(2_784);
  });
  it('counts the Brisbane month when UTC is still in the previous one', () => {
    // 2026-10-31T14:00Z is 2026-11-01T00:00 in Brisbane.
    expect(salesThisMonth(Date.parse('2026-10-31T14:00:00Z'))).toBe(0);
  });
  it('the last second of October counts the whole month: floor((31 × 86400 − 1) / 450) = 5951', () => {
    expect(salesThisMonth(monthStart - 1_000)).toBe(5_951);
  });
});
