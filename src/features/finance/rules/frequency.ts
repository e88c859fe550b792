/** spec/shopper §3: repayment frequencies of the finance calculator. */
export const FREQUENCIES = ['week', 'fortnight', 'month', 'year'] as const;

export type Frequency = (typeof FREQUENCIES)[number];

/** Repayment periods in one year for each frequency. */
export const PERIODS_PER_YEAR: Readonly<Record<Frequency, number>> = {
  week: 52,
  fortnight: 26,
  month: 12,
  year: 1,
};

/** spec/shopper §9: payment suffixes shown after a repayment, e.g. '$123.45/wk'. */
export const FREQUENCY_SUFFIX: Readonly<Record<Frequency, string>> = {
  week: 'wk',
  fortnight: 'fn',
  month: 'mo',
  year: 'yr',
};

/** Periods per year for a frequency (52, 26, 12 or 1). */
export function periodsPerYear(frequency: Frequency): number {
  return PERIODS_PER_YEAR[frequency];
}
