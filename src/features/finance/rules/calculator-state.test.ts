import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FinanceSchema } from '../../../config/site/finance.ts';
import { lenderEstimate } from '../../stock/build/generate/finance-lenders.ts';
import { FINANCE_DEFAULTS, initialCalculatorState, loanFromState, stateFromAdvertised } from './calculator-state.ts';
import { DEALER_FEES, feeSchedule, SIDEBAR_DEFAULT_FEE, STANDARD_DEFAULT_LENDER_FEE } from './establishment-fees.ts';
import { repayment } from './repayment.ts';

describe('finance calculator defaults (spec/shopper §9)', () => {
  it('are amount 30000, term 6 years, weekly, rate 10', () => {
    expect(initialCalculatorState({ variant: 'standard' })).toEqual({
      amount: 30_000,
      termYears: 6,
      interestPercent: 10,
      tradeIn: 0,
      residual: 0,
      frequency: 'week',
    });
  });
  it('sidebar variant starts at 5 years', () => {
    expect(initialCalculatorState({ variant: 'sidebar' }).termYears).toBe(5);
  });
  it('uses the car price where configured', () => {
    expect(initialCalculatorState({ variant: 'standard', carPrice: 42_990, amountFromCarPrice: true }).amount).toBe(
      42_990,
    );
    expect(initialCalculatorState({ variant: 'standard', carPrice: 42_990 }).amount).toBe(30_000);
  });
  it('takes configured term, rate (8.5 for one group) and frequency', () => {
    const state = initialCalculatorState({
      variant: 'standard',
      termYears: 5,
      interestPercent: FINANCE_DEFAULTS.groupInterestPercent,
      frequency: 'month',
    });
    expect([state.termYears, state.interestPercent, state.frequency]).toEqual([5, 8.5, 'month']);
  });
});

describe('fee defaults per variant (spec/shopper §9)', () => {
  it('standard: 1300 for the one lender when none given, else 0', () => {
    expect(feeSchedule('standard', undefined, true)).toEqual({ upfront: STANDARD_DEFAULT_LENDER_FEE, monthly: 0 });
    expect(STANDARD_DEFAULT_LENDER_FEE).toBe(1_300);
    expect(feeSchedule('standard', undefined)).toEqual({ upfront: 0, monthly: 0 });
    expect(feeSchedule('standard', 395, true)).toEqual({ upfront: 395, monthly: 0 });
  });
  it('sidebar: 1360.5 when none given', () => {
    expect(feeSchedule('sidebar', undefined)).toEqual({ upfront: 1_360.5, monthly: 0 });
    expect(SIDEBAR_DEFAULT_FEE).toBe(1_360.5);
  });
  it('dealer: $395 + $6 + $912.25 upfront and $8 a month', () => {
    expect(DEALER_FEES).toEqual({
      establishment: 395,
      securityRegistration: 6,
      agency: 912.25,
      monthlyAccountAdmin: 8,
    });
    expect(feeSchedule('dealer', 100)).toEqual({ upfront: 1_313.25, monthly: 8 });
  });
});

describe('calculator state to repayment', () => {
  it('$30,000 over 5 years at 8.5% monthly with the standard 1300 fee is $642.17', () => {
    const state = {
      ...initialCalculatorState({ variant: 'standard' }),
      termYears: 5,
      interestPercent: 8.5,
      frequency: 'month' as const,
    };
    expect(repayment(loanFromState(state, feeSchedule('standard', undefined, true)))).toBe(642.17);
  });
  it('trade-in comes off the amount', () => {
    const state = {
      ...initialCalculatorState({ variant: 'standard' }),
      tradeIn: 30_000,
      termYears: 5,
      interestPercent: 8.5,
    };
    expect(repayment(loanFromState(state, feeSchedule('standard', undefined)))).toBe(0);
  });
});

describe('one set of finance assumptions per car', () => {
  const price = 38_990;
  const lender = lenderEstimate(
    { price, interestRate: 7.98, termYears: 6, depositShare: 0.1, balloonShare: 0.3, establishmentFees: 395 },
    'Manual',
    8.79,
  );
  const interestRate = lender.interestRate ?? 0;

  it("the calculator opens on the lender's weekly repayment: price, its deposit, balloon, term and rate", () => {
    const state = stateFromAdvertised(initialCalculatorState({ variant: 'standard', interestPercent: 8.5 }), price, {
      ...lender,
      interestRate,
    });
    expect(state).toMatchObject({
      amount: price,
      tradeIn: 3_899,
      residual: 11_697,
      termYears: 6,
      interestPercent: 7.98,
      frequency: 'week',
    });
    expect(repayment(loanFromState(state, feeSchedule('standard', lender.establishmentFees)))).toBe(lender.paymentWeek);
  });

  it('a site that sets no term gets 6 years (sidebar 5), as the spec says', () => {
    const finance = v.parse(FinanceSchema, {});
    expect(initialCalculatorState({ variant: 'standard', termYears: finance.defaultTermYears }).termYears).toBe(6);
    expect(initialCalculatorState({ variant: 'sidebar', termYears: finance.defaultTermYears }).termYears).toBe(5);
  });
});
