import { describe, expect, it } from 'vitest';
import { FREQUENCY_SUFFIX, type Frequency } from './frequency.ts';
import { amountFinanced, exactRepayment, repayment, repaymentCount, totalRepayments, type Loan } from './repayment.ts';

// The spec's example loan: $30,000 over 5 years at 8.5% p.a., with the standard lender's $1,300 fee financed.
const base: Loan = {
  price: 30_000,
  deposit: 0,
  establishmentFees: 1_300,
  annualRatePercent: 8.5,
  termYears: 5,
  frequency: 'week',
  residual: 0,
};

/**
 * Independent check: walk the amortisation schedule period by period (interest added, repayment
 * taken off) and return the balance left after the last repayment. A correct repayment leaves
 * exactly the residual.
 */
function balanceAfterSchedule(loan: Loan, payment: number): number {
  const rate = loan.annualRatePercent / 100 / { week: 52, fortnight: 26, month: 12, year: 1 }[loan.frequency];
  let balance = loan.price - loan.deposit + loan.establishmentFees;
  const periods = Math.round(loan.termYears * { week: 52, fortnight: 26, month: 12, year: 1 }[loan.frequency]);
  for (let k = 0; k < periods; k += 1) balance = balance * (1 + rate) - payment;
  return balance;
}

// Expected figures computed outside this code base with Python's decimal module (50 digits), by
// bisecting the payment until a period-by-period schedule ends at the residual (not the annuity formula):
//   amount financed 31,300, 8.5% p.a., 5 years.
const expected: Record<Frequency, { noResidual: number; residual9000: number }> = {
  week: { noResidual: 147.87, residual9000: 120.07 }, // exact 147.869852 / 120.062903
  fortnight: { noResidual: 295.94, residual9000: 240.27 }, // exact 295.933400 / 240.263806
  month: { noResidual: 642.17, residual9000: 521.27 }, // exact 642.167431 / 521.268649
  year: { noResidual: 7942.87, residual9000: 6423.98 }, // exact 7942.868033 / 6423.976267
};

describe('repayment (spec/shopper §9: amortisation on price − deposit + establishment fees)', () => {
  describe('amount financed', () => {
    it('is price minus deposit plus establishment fees', () => {
      expect(amountFinanced({ price: 30_000, deposit: 3_000, establishmentFees: 1_300 })).toBe(28_300);
    });
    it('never goes below zero', () => {
      expect(amountFinanced({ price: 1_000, deposit: 5_000, establishmentFees: 0 })).toBe(0);
    });
  });

  describe('periods: term × periods per year', () => {
    it.each([
      ['week', 260],
      ['fortnight', 130],
      ['month', 60],
      ['year', 5],
    ] as const)('%s over 5 years has %i repayments', (frequency, count) => {
      expect(repaymentCount({ termYears: 5, frequency })).toBe(count);
    });
    it('half-year terms count whole periods (4.5 years monthly = 54)', () => {
      expect(repaymentCount({ termYears: 4.5, frequency: 'month' })).toBe(54);
    });
  });

  describe('$30,000 over 5 years at 8.5% with $1,300 fees, no residual', () => {
    it.each(Object.entries(expected))(
      '%s repayment matches the independently computed figure',
      (frequency, figures) => {
        const loan = { ...base, frequency: frequency as Frequency };
        expect(repayment(loan)).toBe(figures.noResidual);
        expect(Math.abs(balanceAfterSchedule(loan, exactRepayment(loan)))).toBeLessThan(1e-6);
      },
    );
  });

  describe('$30,000 over 5 years at 8.5% with $1,300 fees and a $9,000 (30%) residual', () => {
    it.each(Object.entries(expected))(
      '%s repayment matches the independently computed figure',
      (frequency, figures) => {
        const loan = { ...base, frequency: frequency as Frequency, residual: 9_000 };
        expect(repayment(loan)).toBe(figures.residual9000);
        expect(balanceAfterSchedule(loan, exactRepayment(loan))).toBeCloseTo(9_000, 6);
      },
    );
  });

  describe('closed-form annuity formula written out', () => {
    it('monthly payment equals P·r / (1 − (1 + r)^−n) for P = 31,300, r = 0.085/12, n = 60', () => {
      const r = 0.085 / 12;
      const formula = (31_300 * r) / (1 - (1 + r) ** -60);
      expect(exactRepayment({ ...base, frequency: 'month' })).toBeCloseTo(formula, 9);
      expect(formula).toBeCloseTo(642.167431, 5);
    });
  });

  describe('zero interest', () => {
    it('splits the amount evenly: $30,000 over 60 months is $500', () => {
      expect(repayment({ ...base, establishmentFees: 0, annualRatePercent: 0, frequency: 'month' })).toBe(500);
    });
    it('takes the residual off before splitting', () => {
      expect(
        repayment({ ...base, establishmentFees: 0, annualRatePercent: 0, frequency: 'month', residual: 6_000 }),
      ).toBe(400);
    });
  });

  describe('dealer variant: $1,313.25 upfront fees and $8 a month', () => {
    const dealer: Loan = { ...base, establishmentFees: 1_313.25, monthlyFee: 8 };
    it('weekly adds $8 × 12 / 52 to the amortised repayment', () => {
      // Python decimal: 149.778603
      expect(repayment(dealer)).toBe(149.78);
    });
    it('monthly adds $8', () => {
      // Python decimal: 650.439275
      expect(repayment({ ...dealer, frequency: 'month' })).toBe(650.44);
    });
  });

  describe('rounding', () => {
    it('rounds up to the next cent (147.869852 → 147.87)', () => {
      expect(repayment(base)).toBe(147.87);
    });
    it('keeps an exact cent figure (no float noise: $12,345 over 100 periods at 0% is 123.45)', () => {
      expect(
        repayment({
          ...base,
          price: 12_345,
          establishmentFees: 0,
          annualRatePercent: 0,
          termYears: 100,
          frequency: 'year',
        }),
      ).toBe(123.45);
    });
    it('lender variant rounds up when that stays within the advertised figure', () => {
      expect(repayment(base, { mode: 'lender', advertised: 147.87 })).toBe(147.87);
    });
    it('lender variant rounds down when rounding up would exceed the advertised figure', () => {
      expect(repayment(base, { mode: 'lender', advertised: 147.86 })).toBe(147.86);
    });
  });

  describe('total repayments = periods per year × term × repayment + establishment fees', () => {
    it('weekly: 52 × 5 × 147.87 + 1,300 = 39,746.20', () => {
      expect(totalRepayments(base, 147.87)).toBe(39_746.2);
    });
    it('monthly: 12 × 5 × 642.17 + 1,300 = 39,830.20', () => {
      expect(totalRepayments({ ...base, frequency: 'month' }, 642.17)).toBe(39_830.2);
    });
  });

  describe('suffixes', () => {
    it('are wk, fn, mo, yr', () => {
      expect(FREQUENCY_SUFFIX).toEqual({ week: 'wk', fortnight: 'fn', month: 'mo', year: 'yr' });
    });
  });
});
