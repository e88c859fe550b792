import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyWithCents } from '../../../shared/money.ts';
import { priceDisplay } from './price-display.ts';

const car = { price: 39_990, preorder: false } as const;

describe('money formatting', () => {
  it("formats '$39,990'", () => {
    expect(formatMoney(39_990)).toBe('$39,990');
    expect(formatMoney(1_000)).toBe('$1,000');
  });
  it("formats repayments with cents '$147.87'", () => {
    expect(formatMoneyWithCents(147.87)).toBe('$147.87');
    expect(formatMoneyWithCents(500)).toBe('$500.00');
  });
});

describe('price display (spec/shopper §5)', () => {
  describe('price shown only above 10', () => {
    it('shows $39,990', () => {
      expect(priceDisplay(car)).toEqual({ kind: 'price', text: '$39,990', wasText: null, belowMarketBy: null });
    });
    it('shows $11', () => {
      expect(priceDisplay({ ...car, price: 11 })).toMatchObject({ kind: 'price', text: '$11' });
    });
    it("shows 'PREORDER' at 10 or below for a preorder car", () => {
      expect(priceDisplay({ price: 10, preorder: true })).toEqual({ kind: 'preorder', text: 'PREORDER' });
    });
    it("shows 'Enquire for price.' otherwise", () => {
      expect(priceDisplay({ price: 0, preorder: false })).toEqual({ kind: 'no-price', text: 'Enquire for price.' });
    });
    it('takes the site no-price text', () => {
      expect(priceDisplay({ price: 0, preorder: false }, 'Call for price')).toEqual({
        kind: 'no-price',
        text: 'Call for price',
      });
    });
  });

  describe('was-price only when before_price exceeds price', () => {
    it('shows $42,990 when higher', () => {
      expect(priceDisplay({ ...car, before_price: 42_990 })).toMatchObject({ wasText: '$42,990' });
    });
    it('hides an equal or lower before_price', () => {
      expect(priceDisplay({ ...car, before_price: 39_990 })).toMatchObject({ wasText: null });
      expect(priceDisplay({ ...car, before_price: 30_000 })).toMatchObject({ wasText: null });
    });
  });

  describe('market-price badge only when at least 500 below the market average', () => {
    it('shows at exactly 500 below', () => {
      expect(
        priceDisplay({ ...car, autograb_data: { average_market_price: 40_490, state_average_market_price: 41_000 } }),
      ).toMatchObject({
        belowMarketBy: 500,
      });
    });
    it('hides at 499 below', () => {
      expect(
        priceDisplay({ ...car, autograb_data: { average_market_price: 40_489, state_average_market_price: 41_000 } }),
      ).toMatchObject({
        belowMarketBy: null,
      });
    });
  });
});
