import type { FinanceConfig } from '../../../config/site/finance.ts';
import { FINANCE_DEFAULTS } from './calculator-state.ts';
import { comparisonRate, SECURED_BENCHMARK } from './comparison-rate.ts';
import { feeSchedule, type FeeSchedule } from './establishment-fees.ts';
import { shownRepayment } from './finance-display.ts';
import type { Frequency } from './frequency.ts';
import { amountFinanced, type Loan } from './repayment.ts';
import { termBounds } from './slider-bounds.ts';

/** The site's finance assumptions a purchase estimate uses: the finance calculator's defaults for the site. */
export interface PurchaseFinanceTerms {
  /** Interest rate in percent p.a. (config finance.defaultInterestRate). */
  readonly interestPercent: number;
  /** Comparison rate in percent p.a. for the rate and fees (secured benchmark, reg 100). */
  readonly comparisonPercent: number;
  readonly fees: FeeSchedule;
  readonly frequency: Frequency;
  /** Longest term in years (config finance.maxTermYears). */
  readonly maxTermYears: number;
  /** First term offered, years (config finance.defaultTermYears, else the calculator's 6, clamped to the longest). */
  readonly defaultTermYears: number;
}

/** The terms of the site's finance calculator (no lender figures: the shopper picks deposit and term). */
export function purchaseFinanceTerms(finance: FinanceConfig): PurchaseFinanceTerms {
  const fees = feeSchedule(finance.calculatorVariant, undefined, finance.lenderProvider === 'Taurus');
  const term = termBounds(finance.maxTermYears);
  const fallbackTerm =
    finance.calculatorVariant === 'sidebar' ? FINANCE_DEFAULTS.sidebarTermYears : FINANCE_DEFAULTS.termYears;
  return {
    interestPercent: finance.defaultInterestRate,
    comparisonPercent: comparisonRate({
      ...SECURED_BENCHMARK,
      annualRatePercent: finance.defaultInterestRate,
      upfrontFees: fees.upfront,
      monthlyFees: fees.monthly,
    }),
    fees,
    frequency: finance.defaultFrequency,
    maxTermYears: term.max,
    defaultTermYears: Math.min(finance.defaultTermYears ?? fallbackTerm, term.max),
  };
}

/** What the shopper chose: a deposit in dollars and a term in whole years. */
export interface PurchaseFinanceChoice {
  readonly deposit: number;
  readonly termYears: number;
}

/** The estimate of a purchase on finance, in dollars. */
export interface PurchaseFinanceEstimate {
  /** Price − deposit + establishment fees. */
  readonly amountFinanced: number;
  /** Repayment per `frequency`, as the finance calculator shows it (rounded up to the cent). */
  readonly repayment: number;
  readonly frequency: Frequency;
  /** The monthly figure (weekly × 4.33, spec/shopper §9), the one ADF's finance amount takes. */
  readonly monthly: number;
  readonly interestPercent: number;
  readonly comparisonPercent: number;
}

/**
 * The finance calculator's figures for a car price, deposit and term at the site's terms (no residual): the same
 * loan (`loanFromState`) and the same shown repayment, so the purchase request and the calculator agree.
 */
export function purchaseFinanceEstimate(
  price: number,
  choice: PurchaseFinanceChoice,
  terms: PurchaseFinanceTerms,
): PurchaseFinanceEstimate {
  const loan: Loan = {
    price,
    deposit: choice.deposit,
    establishmentFees: terms.fees.upfront,
    annualRatePercent: terms.interestPercent,
    termYears: choice.termYears,
    frequency: terms.frequency,
    residual: 0,
    monthlyFee: terms.fees.monthly,
  };
  return {
    amountFinanced: amountFinanced(loan),
    repayment: shownRepayment(loan),
    frequency: terms.frequency,
    monthly: shownRepayment({ ...loan, frequency: 'month' }),
    interestPercent: terms.interestPercent,
    comparisonPercent: terms.comparisonPercent,
  };
}
