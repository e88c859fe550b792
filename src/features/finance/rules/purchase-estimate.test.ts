import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FinanceSchema } from '../../../config/site/finance.ts';
import { loanFromState } from './calculator-state.ts';
import { shownRepayment } from './finance-display.ts';
import { purchaseFinanceEstimate, purchaseFinanceTerms } from './purchase-estimate.ts';

const finance = (over: Record<string, unknown> = {}) => v.parse(FinanceSchema, over);

describe('purchase finance terms: the finance calculator defaults of the site', () => {
  it('coastal-toyota style (Taurus, 8.5%, 5 years): the $1,300 lender fee financed, weekly, terms to 7 years', () => {
    const terms = purchaseFinanceTerms(
      finance({ lenderProvider: 'Taurus', defaultInterestRate: 8.5, defaultTermYears: 5 }),
    );
    expect(terms).toMatchObject({
      interestPercent: 8.5,
      fees: { upfront: 1300, monthly: 0 },
      frequency: 'week',
      maxTermYears: 7,
      defaultTermYears: 5,
    });
    expect(terms.comparisonPercent).toBeGreaterThan(8.5);
  });

  it('defaults: 10%, no fee, the calculator term of 6 years (5 in the sidebar variant), never past the longest', () => {
    expect(purchaseFinanceTerms(finance())).toMatchObject({
      interestPercent: 10,
      fees: { upfront: 0 },
      defaultTermYears: 6,
    });
    expect(purchaseFinanceTerms(finance({ calculatorVariant: 'sidebar' })).defaultTermYears).toBe(5);
    expect(purchaseFinanceTerms(finance({ maxTermYears: 4 })).defaultTermYears).toBe(4);
  });

  it('dealer variant: $1,313.25 upfront and $8 a month (spec/shopper §9)', () => {
    expect(purchaseFinanceTerms(finance({ calculatorVariant: 'dealer' })).fees).toEqual({
      upfront: 1313.25,
      monthly: 8,
    });
  });
});

describe('purchase finance estimate (spec/shopper §9 amortisation on price − deposit + establishment fees)', () => {
  const terms = purchaseFinanceTerms(
    finance({ lenderProvider: 'Taurus', defaultInterestRate: 8.5, defaultTermYears: 5 }),
  );

  it('$35,000 car, $5,000 deposit, 5 years at 8.5% with $1,300 fees: $31,300 financed, $147.87/wk, $640.28 a month', () => {
    // The spec's example loan (31,300 financed over 5 years at 8.5%): 147.87 a week, computed outside the code base.
    expect(purchaseFinanceEstimate(35_000, { deposit: 5_000, termYears: 5 }, terms)).toEqual({
      amountFinanced: 31_300,
      repayment: 147.87,
      frequency: 'week',
      monthly: 640.28, // weekly × 4.33
      interestPercent: 8.5,
      comparisonPercent: terms.comparisonPercent,
    });
  });

  it('gives the finance calculator its own figure for the same price, deposit and term', () => {
    for (const [price, deposit, termYears] of [
      [28_990, 3_990, 5],
      [54_990, 0, 7],
      [19_990, 19_000, 1],
    ] as const) {
      const calculator = shownRepayment(
        loanFromState(
          { amount: price, tradeIn: deposit, termYears, interestPercent: 8.5, residual: 0, frequency: 'week' },
          terms.fees,
        ),
      );
      expect(purchaseFinanceEstimate(price, { deposit, termYears }, terms).repayment).toBe(calculator);
    }
  });
});
