const WHOLE_DOLLARS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars as shown on price tags: '$39,990' (whole dollars, rounded). */
export function formatMoney(dollars: number): string {
  return WHOLE_DOLLARS.format(dollars);
}

/** Dollars with cents, for repayments: '$147.87'. */
export function formatMoneyWithCents(dollars: number): string {
  return WITH_CENTS.format(dollars);
}
