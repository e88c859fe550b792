import { formatNumber } from './numbers.ts';

/** Dollars as shown on price tags: '$39,990' (whole dollars, rounded). */
export function formatMoney(value: number): string {
  return formatNumber(value, 0, '$');
}

/** Dollars with cents, for repayments: '$147.87'. */
export function formatMoneyWithCents(value: number): string {
  return formatNumber(value, 2, '$');
}
