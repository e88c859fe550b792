import { type Frequency, periodsPerYear } from './frequency.ts';
import { ceilToCent, floorToCent, roundToCent } from './money-rounding.ts';

/** A loan as the finance calculator sees it. All amounts in Australian dollars. */
export interface Loan {
  /** Vehicle price in dollars. */
  readonly price: number;
  /** Deposit plus trade-in in dollars, taken off the price. */
  readonly deposit: number;
  /** Upfront fees in dollars, added to the amount financed (spec: price − deposit + establishment fees). */
  readonly establishmentFees: number;
  /** Nominal annual interest rate in percent (8.5 means 8.5% p.a.). */
  readonly annualRatePercent: number;
  /** Loan term in years (may be fractional, e.g. 4.5). */
  readonly termYears: number;
  readonly frequency: Frequency;
  /** Residual (balloon) in dollars, due on top of the last repayment. */
  readonly residual: number;
  /** Account fee in dollars per month, spread evenly over each repayment (dealer variant: 8). Default 0. */
  readonly monthlyFee?: number;
}

/**
 * How a repayment is rounded to the cent.
 * - 'up': always rounded up to the next cent (standard).
 * - 'lender': rounded up, unless the rounded-up figure would exceed `advertised` (the lender's own
 *   published repayment for the same frequency, e.g. finance_lenders[provider].paymentWeek);
 *   then it is rounded down instead, so the site never shows more than the lender advertises
 *   because of its own rounding.
 */
export type RepaymentRounding = { readonly mode: 'up' } | { readonly mode: 'lender'; readonly advertised: number };

/** Amount financed in dollars: price − deposit + establishment fees, never below 0. */
export function amountFinanced(loan: Pick<Loan, 'price' | 'deposit' | 'establishmentFees'>): number {
  return Math.max(0, loan.price - loan.deposit + loan.establishmentFees);
}

/** Number of repayments: term (years) × periods per year, rounded to a whole number. */
export function repaymentCount(loan: Pick<Loan, 'termYears' | 'frequency'>): number {
  return Math.round(loan.termYears * periodsPerYear(loan.frequency));
}

/**
 * Unrounded repayment in dollars per period: the level payment that amortises the amount financed
 * down to the residual at the periodic rate (annual rate ÷ periods per year), payments in arrears,
 * plus the monthly fee converted to the period. Zero interest divides evenly.
 */
export function exactRepayment(loan: Loan): number {
  const n = repaymentCount(loan);
  if (n <= 0) return 0;
  const principal = amountFinanced(loan);
  const rate = loan.annualRatePercent / 100 / periodsPerYear(loan.frequency);
  const feePerPeriod = ((loan.monthlyFee ?? 0) * 12) / periodsPerYear(loan.frequency);
  if (rate === 0) return (principal - loan.residual) / n + feePerPeriod;
  const discount = (1 + rate) ** -n;
  const presentValueOfResidual = loan.residual * discount;
  return ((principal - presentValueOfResidual) * rate) / (1 - discount) + feePerPeriod;
}

/** Repayment in dollars per period, rounded to the cent by `rounding` (default: up). */
export function repayment(loan: Loan, rounding: RepaymentRounding = { mode: 'up' }): number {
  const exact = exactRepayment(loan);
  const up = ceilToCent(exact);
  if (rounding.mode === 'lender' && up > rounding.advertised) return floorToCent(exact);
  return up;
}

/**
 * spec/shopper §9: total repayments in dollars = periods per year × term × repayment + establishment fees.
 * (The spec adds the fees on top even though they are financed; kept as specified.)
 */
export function totalRepayments(
  loan: Pick<Loan, 'termYears' | 'frequency' | 'establishmentFees'>,
  repaymentAmount: number,
): number {
  return roundToCent(periodsPerYear(loan.frequency) * loan.termYears * repaymentAmount + loan.establishmentFees);
}
