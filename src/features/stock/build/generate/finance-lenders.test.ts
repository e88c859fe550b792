import { describe, expect, it } from 'vitest';
import { lenderEstimate, repayment } from './finance-lenders.ts';

describe('lender estimates', () => {
  it('amortises a plain loan: $30,000 at 8.5% over 5 years is $615.50 a month', () => {
    expect(repayment(30_000, 8.5, 12, 5, 0)).toBe(615.5);
  });
  it('lowers payments with a balloon and rounds up to the cent', () => {
    const withBalloon = repayment(30_000, 8.5, 52, 5, 9_000);
    expect(withBalloon).toBeLessThan(repayment(30_000, 8.5, 52, 5, 0));
    expect(Math.round(withBalloon * 100)).toBe(withBalloon * 100);
  });
  it('fills deposit, balloon, term and totals from the terms', () => {
    const lender = lenderEstimate(
      { price: 40_000, interestRate: 9, termYears: 5, depositShare: 0.1, balloonShare: 0.3, establishmentFees: 395 },
      'Manual',
      9.8,
    );
    expect(lender).toMatchObject({
      deposit: 4000,
      balloon: 12_000,
      termMonths: 60,
      comparisonRate: 9.8,
      financeProvider: 'Manual',
    });
    expect(lender.totalPayable).toBeCloseTo((lender.paymentMonth ?? 0) * 60 + 12_000, 2);
  });
});
