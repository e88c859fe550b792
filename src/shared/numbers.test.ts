import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyWithCents } from './money.ts';
import { formatNumber } from './numbers.ts';

const WHOLE_DOLLARS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const WHOLE = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** Values that find the edges: halves, negative zero, thousands boundaries, floats that print long, big prices. */
function samples(): number[] {
  const edges = [0, -0, 0.5, 1.5, 2.5, -0.4, -0.5, -2.5, 1.005, 2.675, 999.995, 999, 1000, 999_999.5, 1_234_567.891];
  let seed = 7;
  const random = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const spread = Array.from({ length: 5000 }, (_, i) => (random() - 0.2) * 10 ** (i % 10));
  return [...edges, ...spread, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
}

describe('en-AU numbers without Intl', () => {
  it('formatMoney writes what Intl writes for AUD in whole dollars', () => {
    expect(formatMoney(39_990)).toBe('$39,990');
    for (const n of samples()) expect(formatMoney(n), String(n)).toBe(WHOLE_DOLLARS.format(n));
  });
  it('formatMoneyWithCents writes what Intl writes for AUD with cents', () => {
    expect(formatMoneyWithCents(147.8666)).toBe('$147.87');
    for (const n of samples()) expect(formatMoneyWithCents(n), String(n)).toBe(WITH_CENTS.format(n));
  });
  it('formatNumber writes what Intl writes for whole numbers (counts, kilometres)', () => {
    expect(formatNumber(123_456)).toBe('123,456');
    for (const n of samples()) expect(formatNumber(n), String(n)).toBe(WHOLE.format(n));
  });
});
