import { describe, expect, it } from 'vitest';
import {
  isPaymentReference,
  isWholeCents,
  ONLINE_PAYMENT,
  paymentStatusText,
  REFERENCE_NUMBER,
  toCents,
} from './online-payment.ts';

describe('online payment rules', () => {
  it('takes $10 to $20,000 in whole cents', () => {
    expect(ONLINE_PAYMENT).toEqual({ minDollars: 10, maxDollars: 20_000 });
    expect(isWholeCents(249.95)).toBe(true);
    expect(isWholeCents(10.005)).toBe(false);
    expect(toCents(249.95)).toBe(24995);
    expect(toCents(19.99)).toBe(1999);
  });

  it('reads invoice and balance references as printed', () => {
    for (const ok of ['INV-20417', 'BAL 7731', 'SO/2291', 'abc']) expect(REFERENCE_NUMBER.test(ok)).toBe(true);
    for (const bad of ['#1', 'ab', '-INV', 'x'.repeat(31), 'INV_1']) expect(REFERENCE_NUMBER.test(bad)).toBe(false);
    expect(isPaymentReference('PAY-0A1B2-C3D4E')).toBe(true);
    expect(isPaymentReference('RSV-0A1B2-C3D4E')).toBe(false);
  });

  it('says where a payment stands', () => {
    expect(paymentStatusText('paid')).toMatch(/^Paid\./);
    expect(paymentStatusText('pending')).toMatch(/^Waiting/);
    expect(paymentStatusText('pending', true)).toMatch(/^Not paid\./);
    expect(paymentStatusText('expired')).toMatch(/^Not paid\./);
  });
});
