import { unsigned } from './numbers.ts';

/** Dollars as en-AU shows them, the sign before the '$' (as `Intl.NumberFormat` with currency AUD does). */
function dollars(value: number, cents: number): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}$${unsigned(value, cents)}`;
}

/** Dollars as shown on price tags: '$39,990' (whole dollars, rounded). */
export function formatMoney(value: number): string {
  return dollars(value, 0);
}

/** Dollars with cents, for repayments: '$147.87'. */
export function formatMoneyWithCents(value: number): string {
  return dollars(value, 2);
}
