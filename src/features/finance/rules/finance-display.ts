import { FREQUENCY_SUFFIX, type Frequency } from './frequency.ts';
import { roundToCent } from './money-rounding.ts';
import { repayment, type Loan } from './repayment.ts';
import { formatMoneyWithCents } from '../../../shared/money.ts';

/** spec/shopper §5: a computed repayment at or below this many dollars shows 'Enquire for Finance'. */
export const ENQUIRE_FOR_FINANCE_THRESHOLD = 25;
export const ENQUIRE_FOR_FINANCE_TEXT = 'Enquire for Finance';
/** spec/shopper §9: weeks per month used for the monthly estimate. */
export const WEEKS_PER_MONTH = 4.33;

/** What to show in place of a repayment figure. */
export type RepaymentFigure =
  | { readonly kind: 'repayment'; readonly amount: number; readonly text: string }
  | { readonly kind: 'enquire'; readonly text: typeof ENQUIRE_FOR_FINANCE_TEXT };

/**
 * The repayment figure or 'Enquire for Finance' when the repayment (dollars) is 25 or less
 * (or not a number). The text is e.g. '$147.87/wk'.
 */
export function repaymentFigure(repaymentDollars: number, frequency: Frequency): RepaymentFigure {
  if (!Number.isFinite(repaymentDollars) || repaymentDollars <= ENQUIRE_FOR_FINANCE_THRESHOLD) {
    return { kind: 'enquire', text: ENQUIRE_FOR_FINANCE_TEXT };
  }
  return {
    kind: 'repayment',
    amount: repaymentDollars,
    text: `${formatMoneyWithCents(repaymentDollars)}/${FREQUENCY_SUFFIX[frequency]}`,
  };
}

/** '11.87% p.a. comparison rate*': the text that stands beside every advertised rate or repayment (NCC s164, ASIC RG 178). */
export function comparisonRateText(percentPerYear: number): string {
  return `${percentPerYear.toFixed(2)}% p.a. comparison rate*`;
}

/** spec/shopper §9: monthly estimate in dollars = weekly repayment × 4.33, rounded to the cent. */
export function monthlyEstimateFromWeekly(weeklyDollars: number): number {
  return roundToCent(weeklyDollars * WEEKS_PER_MONTH);
}

/**
 * The repayment in dollars the calculator shows for the loan's frequency, rounded up to the cent; a monthly
 * figure is the weekly repayment × 4.33 (spec/shopper §9), so monthly and weekly never disagree.
 */
export function shownRepayment(loan: Loan): number {
  return loan.frequency === 'month'
    ? monthlyEstimateFromWeekly(repayment({ ...loan, frequency: 'week' }))
    : repayment(loan);
}

/** A lender's advertised monthly estimate in dollars: its weekly payment × 4.33 when it has one, else its monthly payment. */
export function advertisedMonthly(lender: {
  readonly paymentWeek?: number | undefined;
  readonly paymentMonth?: number | undefined;
}): number | undefined {
  return lender.paymentWeek === undefined ? lender.paymentMonth : monthlyEstimateFromWeekly(lender.paymentWeek);
}
