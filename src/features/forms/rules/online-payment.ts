import type { FieldOption } from './field-def.ts';

/** /online-payment: what a shopper may pay the dealer online in one payment, in dollars (AUD). */
export const ONLINE_PAYMENT = { minDollars: 10, maxDollars: 20_000 } as const;

/** What a payment is against: a service invoice, or a balance (a vehicle's or an account's). */
export const REFERENCE_TYPES: readonly FieldOption[] = [
  { value: 'invoice', label: 'Service invoice' },
  { value: 'balance', label: 'Balance (vehicle purchase or account)' },
];

/** An invoice or balance reference as printed: 3 to 30 letters, digits, spaces, '-' or '/', starting with a letter or digit. */
export const REFERENCE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 /-]{2,29}$/;

/** Whether a dollar amount has at most two decimals (whole cents). */
export const isWholeCents = (dollars: number): boolean => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

/** Dollars (at most two decimals) as integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** A receipt's reference: 'PAY-' and 10 Crockford base-32 characters. */
export const isPaymentReference = (value: string): boolean => /^PAY-[0-9A-Z]{5}-[0-9A-Z]{5}$/.test(value);

/** Where a payment stands, as its receipt says it. `leftPayment`: the provider's page sent the shopper back unpaid. */
export function paymentStatusText(status: 'pending' | 'paid' | 'expired', leftPayment = false): string {
  if (status === 'paid') return 'Paid. Thank you: we have let the dealership know.';
  if (status === 'expired' || leftPayment) return 'Not paid. The payment page closed before the payment was made.';
  return 'Waiting for the payment provider to confirm your payment. This page updates by itself.';
}
