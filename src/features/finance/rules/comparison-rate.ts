/**
 * Comparison rate as the National Consumer Credit Protection Regulations 2010 (reg 100) define it:
 * R = 1200 × i, where i is the monthly rate at which the present value of all repayments and fees
 * (including upfront fees) equals the present value of the credit advanced. Times are in months
 * from the first advance.
 */

/** spec/shopper §9, reg 99: the statutory warning that must accompany a comparison rate. */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

/** Benchmark for secured (car) loans: $30,000 over 5 years (60 months). */
export const SECURED_BENCHMARK = { amountOfCredit: 30_000, termMonths: 60 } as const;

/** A dollar amount paid at a time, in months after the first advance. */
export interface CashFlow {
  readonly month: number;
  readonly amount: number;
}

/** The example a comparison rate is stated for. Amounts in dollars. */
export interface ComparisonRateExample {
  /** Credit advanced at month 0. Default benchmark: 30000. */
  readonly amountOfCredit: number;
  /** Number of monthly repayments. Benchmark: 60. */
  readonly termMonths: number;
  /** Advertised (nominal) annual interest rate in percent. */
  readonly annualRatePercent: number;
  /** Fees paid at month 0 (establishment, security registration, agency), dollars. */
  readonly upfrontFees: number;
  /** Fees charged with each monthly repayment (account keeping), dollars per month. */
  readonly monthlyFees: number;
  /** Residual (balloon) paid with the last repayment, dollars. Default 0. */
  readonly residual?: number;
}

/** Level monthly repayment (unrounded dollars) that amortises the credit down to the residual. */
function monthlyRepayment(example: ComparisonRateExample): number {
  const { amountOfCredit, termMonths, annualRatePercent } = example;
  const residual = example.residual ?? 0;
  const i = annualRatePercent / 1200;
  if (i === 0) return (amountOfCredit - residual) / termMonths;
  const discount = (1 + i) ** -termMonths;
  return ((amountOfCredit - residual * discount) * i) / (1 - discount);
}

/** Advances and payments (repayments plus fees) of an example, for `solveComparisonRate`. */
export function comparisonRateCashFlows(example: ComparisonRateExample): {
  advances: CashFlow[];
  payments: CashFlow[];
} {
  const repaymentAmount = monthlyRepayment(example);
  const payments: CashFlow[] = [];
  if (example.upfrontFees !== 0) payments.push({ month: 0, amount: example.upfrontFees });
  for (let month = 1; month <= example.termMonths; month += 1) {
    const residual = month === example.termMonths ? (example.residual ?? 0) : 0;
    payments.push({ month, amount: repaymentAmount + example.monthlyFees + residual });
  }
  return { advances: [{ month: 0, amount: example.amountOfCredit }], payments };
}

function presentValue(flows: readonly CashFlow[], monthlyRate: number): number {
  let sum = 0;
  for (const flow of flows) sum += flow.amount * (1 + monthlyRate) ** -flow.month;
  return sum;
}

const LOWEST_MONTHLY_RATE = -0.5;
const HIGHEST_MONTHLY_RATE = 100;
const ITERATIONS = 200;

/**
 * Comparison rate in percent per annum (unrounded) by bisection on the monthly rate i:
 * PV(payments, i) − PV(advances, i) falls as i rises, so the root is bracketed between
 * −50% and 10,000% a month and halved until the bracket no longer shrinks.
 * @throws RangeError when the cash flows have no rate in that bracket (e.g. no payments).
 */
export function solveComparisonRate(advances: readonly CashFlow[], payments: readonly CashFlow[]): number {
  const gap = (i: number) => presentValue(payments, i) - presentValue(advances, i);
  let low = LOWEST_MONTHLY_RATE;
  let high = HIGHEST_MONTHLY_RATE;
  if (!(gap(low) >= 0 && gap(high) <= 0))
    throw new RangeError('No comparison rate: payments do not repay the credit at any rate');
  for (let step = 0; step < ITERATIONS; step += 1) {
    const middle = (low + high) / 2;
    if (middle === low || middle === high) break;
    if (gap(middle) > 0) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 1200;
}

/** Rates already solved, by example: a build states the same benchmark rate on thousands of car pages. */
const solved = new Map<string, number>();
const MAX_SOLVED = 256;

/** Comparison rate of an example in percent per annum, rounded to 2 decimals (e.g. 9.04). */
export function comparisonRate(example: ComparisonRateExample): number {
  const key = `${example.amountOfCredit}|${example.termMonths}|${example.annualRatePercent}|${example.upfrontFees}|${example.monthlyFees}|${example.residual ?? 0}`;
  const known = solved.get(key);
  if (known !== undefined) return known;
  const { advances, payments } = comparisonRateCashFlows(example);
  const rounded = Math.round(solveComparisonRate(advances, payments) * 100) / 100;
  const rate = rounded === 0 ? 0 : rounded; // no '-0' from a root a hair below zero
  if (solved.size >= MAX_SOLVED) solved.clear();
  solved.set(key, rate);
  return rate;
}
