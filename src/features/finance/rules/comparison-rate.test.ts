import { describe, expect, it } from 'vitest';
import {
  COMPARISON_RATE_WARNING,
  comparisonRate,
  comparisonRateCashFlows,
  SECURED_BENCHMARK,
  solveComparisonRate,
} from './comparison-rate.ts';

const benchmark = { ...SECURED_BENCHMARK, residual: 0 };

/** Closed-form present value of n level monthly payments at monthly rate j: p · (1 − (1 + j)^−n) / j. */
function annuityPresentValue(payment: number, j: number, n: number): number {
  return (payment * (1 - (1 + j) ** -n)) / j;
}

describe('comparison rate (NCCP Regulations 2010, reg 100)', () => {
  describe('benchmark', () => {
    it('is a secured loan of $30,000 over 5 years', () => {
      expect(SECURED_BENCHMARK).toEqual({ amountOfCredit: 30_000, termMonths: 60 });
    });
    it('carries the statutory warning', () => {
      expect(COMPARISON_RATE_WARNING).toBe(
        'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
      );
    });
  });

  describe('published lender examples, $30,000 secured over 5 years', () => {
    // Commonwealth Bank, Secured Car Loan, rates and fees page
    // (https://www.commbank.com.au/personal-loans/secured-car-loan/rates-and-fees.html):
    // representative rate 7.99% p.a., comparison rate 9.04% p.a.*; loan service fee $10 per month;
    // establishment fee $250 (stated on CommBank's personal loan repayment calculator,
    // https://commbank.com.au/digital/calculators/personal-loan-repayment-calculator/).
    it('CommBank secured car loan: 7.99% + $250 + $10/month → 9.04%', () => {
      expect(comparisonRate({ ...benchmark, annualRatePercent: 7.99, upfrontFees: 250, monthlyFees: 10 })).toBe(9.04);
    });

    // Commonwealth Bank, Fixed Rate Personal Loan, rates and fees page
    // (https://www.commbank.com.au/personal-loans/fixed-rate-loan/rates-and-fees.html):
    // 5-year from 10.99% p.a., comparison 11.88% p.a., "based on an unsecured $30,000 loan over 5 years";
    // establishment fee $150, loan service fee $10 per month.
    it('CommBank fixed personal loan: 10.99% + $150 + $10/month → 11.88%', () => {
      expect(comparisonRate({ ...benchmark, annualRatePercent: 10.99, upfrontFees: 150, monthlyFees: 10 })).toBe(11.88);
    });

    // BankSA, Personal loan interest rates
    // (https://www.banksa.com.au/personal/personal-loans/personal-loan-interest-rates):
    // "based on a Secured Personal Loan of $30000 for a term of 5 years": fixed from 7.49% p.a.
    // (comparison 8.60% p.a.), variable 12.74% p.a. (comparison 13.81% p.a.). Fees $195 upfront and
    // $12 a month, as listed for BankSA car loans by Plenti (https://www.plenti.com.au/car-loans/compare/).
    it('BankSA secured fixed: 7.49% + $195 + $12/month → 8.60%', () => {
      expect(comparisonRate({ ...benchmark, annualRatePercent: 7.49, upfrontFees: 195, monthlyFees: 12 })).toBe(8.6);
    });
    it('BankSA secured variable: 12.74% + $195 + $12/month → 13.81%', () => {
      expect(comparisonRate({ ...benchmark, annualRatePercent: 12.74, upfrontFees: 195, monthlyFees: 12 })).toBe(13.81);
    });
  });

  describe('independent checks', () => {
    it('without fees equals the advertised rate', () => {
      expect(comparisonRate({ ...benchmark, annualRatePercent: 8.5, upfrontFees: 0, monthlyFees: 0 })).toBe(8.5);
    });

    it('with no interest and no fees is 0', () => {
      expect(comparisonRate({ ...benchmark, annualRatePercent: 0, upfrontFees: 0, monthlyFees: 0 })).toBe(0);
    });

    it('solves the closed-form annuity equation: PV of (repayment + fee) at R/1200 equals credit − upfront fees', () => {
      const { advances, payments } = comparisonRateCashFlows({
        ...benchmark,
        annualRatePercent: 8.5,
        upfrontFees: 1_300,
        monthlyFees: 8,
      });
      const rate = solveComparisonRate(advances, payments);
      const r = 0.085 / 12;
      const repaymentAmount = (30_000 * r) / (1 - (1 + r) ** -60); // 615.495940 a month
      expect(annuityPresentValue(repaymentAmount + 8, rate / 1200, 60)).toBeCloseTo(30_000 - 1_300, 6);
    });

    it('8.5% with $1,300 upfront and $8 a month on $30,000 over 60 months → 10.96%', () => {
      // Computed outside this code base: Newton's method on the closed-form annuity equation in
      // Python decimal (40 digits): repayment 615.495940, R = 10.964247% p.a.
      expect(comparisonRate({ ...benchmark, annualRatePercent: 8.5, upfrontFees: 1_300, monthlyFees: 8 })).toBe(10.96);
    });

    it('counts a residual paid with the last repayment', () => {
      // A balloon with no fees leaves the rate unchanged: payments are still priced at 8.5%.
      expect(
        comparisonRate({ ...benchmark, annualRatePercent: 8.5, upfrontFees: 0, monthlyFees: 0, residual: 9_000 }),
      ).toBe(8.5);
      // Upfront fees weigh more on a balloon loan because less principal is repaid early.
      const withBalloon = comparisonRate({
        ...benchmark,
        annualRatePercent: 8.5,
        upfrontFees: 1_300,
        monthlyFees: 0,
        residual: 9_000,
      });
      const withoutBalloon = comparisonRate({
        ...benchmark,
        annualRatePercent: 8.5,
        upfrontFees: 1_300,
        monthlyFees: 0,
      });
      expect(withBalloon).toBeLessThan(withoutBalloon);
    });

    it('throws when nothing is repaid', () => {
      expect(() => solveComparisonRate([{ month: 0, amount: 30_000 }], [])).toThrow(RangeError);
    });
  });
});
