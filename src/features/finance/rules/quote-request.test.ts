import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { creditScore, digitsOnly, initialQuickQuotePrice, quickQuotePrice, quickQuoteTerm } from './quick-quote.ts';
import { buildQuoteRequest, QuoteRequestSchema, QuoteResponseSchema } from './quote-request.ts';

describe('quick quote (spec/site §5 and §9)', () => {
  describe('purchase price', () => {
    it('keeps digits only', () => {
      expect(digitsOnly('$25,990')).toBe('25990');
      expect(quickQuotePrice('$25,990')).toBe(25_990);
    });
    it('clamps to 10000 to 200000', () => {
      expect(quickQuotePrice('9999')).toBe(10_000);
      expect(quickQuotePrice(250_000)).toBe(200_000);
      expect(quickQuotePrice('')).toBe(10_000);
    });
    it("starts at the link's price as sent, else the car's price clamped, else 30000", () => {
      expect(initialQuickQuotePrice(45_990, '20000')).toBe('20000');
      expect(initialQuickQuotePrice(undefined, '450000')).toBe('450000');
      expect(initialQuickQuotePrice(45_990)).toBe('45990');
      expect(initialQuickQuotePrice(45_990, '')).toBe('45990');
      expect(initialQuickQuotePrice(250_000)).toBe('200000');
      expect(initialQuickQuotePrice(8_500)).toBe('10000');
      expect(initialQuickQuotePrice(0)).toBe('30000');
      expect(initialQuickQuotePrice()).toBe('30000');
    });
  });
  describe('term and credit score', () => {
    it('term defaults to 5 and clamps to 1 to 7', () => {
      expect(quickQuoteTerm(undefined)).toBe(5);
      expect(quickQuoteTerm('9')).toBe(7);
      expect(quickQuoteTerm(0)).toBe(1);
    });
    it("credit score defaults to 'GREAT'", () => {
      expect(creditScore(undefined)).toBe('GREAT');
      expect(creditScore('poor')).toBe('POOR');
      expect(creditScore('excellent')).toBe('GREAT');
    });
  });
});

describe('quote request (spec/shopper §7: POST /api/youx/quote)', () => {
  const car = { price: 32_990, year: 2021, vin: 'JTNB23HK503012345', nvic: '0B5R21' };

  it('builds the body from car and form with defaults', () => {
    expect(buildQuoteRequest(car, {})).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 32_990,
      loanTerm: 5,
      year: 2021,
      vin: 'JTNB23HK503012345',
      nvic: '0B5R21',
    });
  });
  it('takes form values over the car price', () => {
    const request = buildQuoteRequest(car, {
      selfAssessedCreditScore: 'DECENT',
      purchasePrice: '$28,000',
      loanTerm: '7',
      whoIsHelping: ' Sam ',
    });
    expect(request).toMatchObject({
      selfAssessedCreditScore: 'DECENT',
      purchasePrice: 28_000,
      loanTerm: 7,
      whoIsHelping: 'Sam',
    });
  });
  it('works without a car and leaves absent fields out', () => {
    expect(buildQuoteRequest(null, { purchasePrice: 5_000 })).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 10_000,
      loanTerm: 5,
    });
  });
  it('always passes its own schema', () => {
    expect(v.is(QuoteRequestSchema, buildQuoteRequest(car, { purchasePrice: '999999', loanTerm: 'x' }))).toBe(true);
  });
  it('schema refuses an unknown score and a price outside 10000 to 200000', () => {
    expect(v.is(QuoteRequestSchema, { selfAssessedCreditScore: 'OK', purchasePrice: 20_000, loanTerm: 5 })).toBe(false);
    expect(v.is(QuoteRequestSchema, { selfAssessedCreditScore: 'GREAT', purchasePrice: 9_000, loanTerm: 5 })).toBe(
      false,
    );
  });
  describe('messages name the field in sentences (spec/site §5 finance form)', () => {
    const issues = (input: unknown) =>
      Object.fromEntries(
        (v.safeParse(QuoteRequestSchema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]),
      );
    const valid = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5 };
    it("a missing field is 'This is a required field.'", () => {
      expect(issues({})).toEqual({
        selfAssessedCreditScore: 'This is a required field.',
        purchasePrice: 'This is a required field.',
        loanTerm: 'This is a required field.',
      });
    });
    it("a price outside 10000 to 200000 is 'Cannot be less than $10,000 or more than $200,000'", () => {
      for (const purchasePrice of [5, 9_999, 200_001])
        expect(issues({ ...valid, purchasePrice })).toEqual({
          purchasePrice: 'Cannot be less than $10,000 or more than $200,000',
        });
      expect(issues({ ...valid, purchasePrice: 30_000.5 })).toEqual({
        purchasePrice: 'Please enter the price in whole dollars.',
      });
      expect(issues({ ...valid, purchasePrice: '30000' })).toEqual({ purchasePrice: 'Please enter a number.' });
    });
    it('a term outside 1 to 7 years, an unknown score and a wrong year say what is allowed', () => {
      expect(issues({ ...valid, loanTerm: 9, selfAssessedCreditScore: 'OK', year: 3000 })).toEqual({
        loanTerm: 'Please choose a loan term from 1 to 7 years.',
        selfAssessedCreditScore: 'Please choose one of the options.',
        year: 'Please enter a year from 1900 to 2100.',
      });
      expect(issues({ ...valid, vin: 1, whoIsHelping: 'x'.repeat(201) })).toEqual({
        vin: 'Please enter text.',
        whoIsHelping: 'This value is too long.',
      });
    });
  });
  it('response schema reads weeklyRepaymentAmount, advertisedRate, comparisonRate', () => {
    expect(
      v.parse(QuoteResponseSchema, {
        weeklyRepaymentAmount: 120.5,
        advertisedRate: 8.5,
        comparisonRate: 9.6,
        extra: 1,
      }),
    ).toEqual({
      weeklyRepaymentAmount: 120.5,
      advertisedRate: 8.5,
      comparisonRate: 9.6,
    });
    expect(v.is(QuoteResponseSchema, { weeklyRepaymentAmount: '120' })).toBe(false);
  });
});
