import { describe, expect, it } from 'vitest';
import {
  carAmountBounds,
  clampSliderInput,
  DEPOSIT_BOUNDS,
  INTEREST_RANGES,
  interestBounds,
  loanAmountBounds,
  parseNumeric,
  RESIDUAL_BOUNDS,
  sidebarPrice,
  sidebarPriceMessage,
  termBounds,
} from './slider-bounds.ts';

describe('finance calculator sliders (spec/shopper §5)', () => {
  describe('loan amount', () => {
    it('runs 1000 to 100000 in steps of 500 by default', () => {
      expect(loanAmountBounds()).toEqual({ min: 1_000, max: 100_000, step: 500 });
    });
    it('starts at 5000 for the provider that says so', () => {
      expect(loanAmountBounds({ amountMin: 5_000 }).min).toBe(5_000);
    });
    it('reaches 105% of a price above 100000 where configured', () => {
      expect(loanAmountBounds({ price: 120_000, scaleWithPrice: true }).max).toBe(126_000);
    });
    it('stays at 100000 for a price of 100000 or when not configured', () => {
      expect(loanAmountBounds({ price: 100_000, scaleWithPrice: true }).max).toBe(100_000);
      expect(loanAmountBounds({ price: 120_000 }).max).toBe(100_000);
    });
  });

  describe('term', () => {
    it('runs 1 to 7 years in half years', () => {
      expect(termBounds()).toEqual({ min: 1, max: 7, step: 0.5 });
    });
    it('stops at 5 on some sites', () => {
      expect(termBounds(5).max).toBe(5);
    });
  });

  describe('interest', () => {
    it('defaults to 0.5 to 15 in steps of 0.5', () => {
      expect(interestBounds()).toEqual({ min: 0.5, max: 15, step: 0.5 });
    });
    it('has the per-provider ranges', () => {
      expect(Object.values(INTEREST_RANGES).map((range) => [range.min, range.max])).toEqual([
        [0.5, 15],
        [7.5, 14.5],
        [5.99, 15.99],
        [9.95, 19.95],
        [4, 20],
      ]);
      expect(interestBounds(INTEREST_RANGES.providerWide)).toEqual({ min: 5.99, max: 15.99, step: 0.5 });
    });
  });

  describe('deposit / trade-in and residual', () => {
    it('run 0 to 250000 in steps of 0.5', () => {
      expect(DEPOSIT_BOUNDS).toEqual({ min: 0, max: 250_000, step: 0.5 });
      expect(RESIDUAL_BOUNDS).toEqual({ min: 0, max: 250_000, step: 0.5 });
    });
  });

  describe('typed values', () => {
    const amount = loanAmountBounds();
    it('strip non-numeric characters', () => {
      expect(clampSliderInput('$30,000', amount)).toBe(30_000);
      expect(parseNumeric('8.5%')).toBe(8.5);
      expect(parseNumeric('1.2.3')).toBe(1.23);
    });
    it('clamp values over the max to the max', () => {
      expect(clampSliderInput('150000', amount)).toBe(100_000);
    });
    it('clamp values at or below the min to the min', () => {
      expect(clampSliderInput(1_000, amount)).toBe(1_000);
      expect(clampSliderInput('200', amount)).toBe(1_000);
      expect(clampSliderInput('', amount)).toBe(1_000);
    });
    it('keep values inside the range', () => {
      expect(clampSliderInput('7.5', interestBounds())).toBe(7.5);
    });
  });

  describe('sidebar purchase price', () => {
    it("says 'Cannot be less than $1,000 or more than $250,000'", () => {
      expect(sidebarPriceMessage(1_000)).toBe('Cannot be less than $1,000 or more than $250,000');
      expect(sidebarPriceMessage(5_000)).toBe('Cannot be less than $5,000 or more than $250,000');
    });
    it('turns a negative price into 0 (and flags it)', () => {
      expect(sidebarPrice(-50)).toEqual({ value: 0, error: 'Cannot be less than $1,000 or more than $250,000' });
    });
    it('flags prices above 250000', () => {
      expect(sidebarPrice(250_001).error).toBe('Cannot be less than $1,000 or more than $250,000');
    });
    it('accepts 1000 to 250000', () => {
      expect(sidebarPrice(1_000)).toEqual({ value: 1_000, error: null });
      expect(sidebarPrice(250_000)).toEqual({ value: 250_000, error: null });
    });
    it('uses the 5000 minimum in the one case', () => {
      expect(sidebarPrice(4_000, 5_000).error).toBe('Cannot be less than $5,000 or more than $250,000');
    });
  });
});

describe("a car page's calculator amount slider (spec/shopper §5)", () => {
  it('sidebar variant: the purchase price from the configured minimum to 250000, step 500', () => {
    expect(carAmountBounds('sidebar', 1_000, 39_990)).toEqual({ min: 1_000, max: 250_000, step: 500 });
    expect(carAmountBounds('sidebar', 5_000, 320_000)).toEqual({ min: 5_000, max: 250_000, step: 500 });
  });
  it('standard and dealer variants: the loan amount, min 1000 (or 5000), max 100000, step 500', () => {
    expect(carAmountBounds('standard', 1_000, 39_990)).toEqual({ min: 1_000, max: 100_000, step: 500 });
    expect(carAmountBounds('dealer', 5_000, 150_000)).toEqual({ min: 5_000, max: 100_000, step: 500 });
  });
  it("opens inside its range: a car dearer than the slider's max opens at the max, a cheap one at the min", () => {
    expect(clampSliderInput(320_000, carAmountBounds('sidebar', 1_000, 320_000))).toBe(250_000);
    expect(clampSliderInput(150_000, carAmountBounds('standard', 1_000, 150_000))).toBe(100_000);
    expect(clampSliderInput(800, carAmountBounds('standard', 1_000, 800))).toBe(1_000);
    expect(clampSliderInput(39_990, carAmountBounds('standard', 1_000, 39_990))).toBe(39_990);
  });
});
