import { describe, expect, it } from 'vitest';
import { COMPARISON_RATE_WARNING } from './comparison-rate.ts';
import { disclaimerForms, FINANCE_DISCLAIMER_LIMIT } from './disclaimer.ts';
import { advertisedMonthly, monthlyEstimateFromWeekly, repaymentFigure, shownRepayment } from './finance-display.ts';
import { repayment, type Loan } from './repayment.ts';

describe('repayment figure (spec/shopper §5: Enquire for Finance at 25 or less)', () => {
  it('shows the repayment with its suffix', () => {
    expect(repaymentFigure(147.87, 'week')).toEqual({ kind: 'repayment', amount: 147.87, text: '$147.87/wk' });
    expect(repaymentFigure(1_642.17, 'month').text).toBe('$1,642.17/mo');
  });
  it("shows 'Enquire for Finance' at 25 and below", () => {
    expect(repaymentFigure(25, 'week')).toEqual({ kind: 'enquire', text: 'Enquire for Finance' });
    expect(repaymentFigure(0, 'fortnight').kind).toBe('enquire');
    expect(repaymentFigure(Number.NaN, 'year').kind).toBe('enquire');
  });
  it('shows 25.01', () => {
    expect(repaymentFigure(25.01, 'fortnight').text).toBe('$25.01/fn');
  });
});

describe('monthly estimate = weekly × 4.33', () => {
  it('$147.87 a week is $640.28 a month', () => {
    expect(monthlyEstimateFromWeekly(147.87)).toBe(640.28); // 147.87 × 4.33 = 640.2771
  });

  describe("the calculator's Monthly figure", () => {
    const loan: Loan = {
      price: 30_000,
      deposit: 0,
      establishmentFees: 1_300,
      annualRatePercent: 8.5,
      termYears: 5,
      frequency: 'month',
      residual: 0,
    };
    it('is the weekly repayment × 4.33, not a monthly amortisation', () => {
      const weekly = repayment({ ...loan, frequency: 'week' });
      expect(weekly).toBe(147.87);
      expect(shownRepayment(loan)).toBe(640.28);
      expect(shownRepayment(loan)).not.toBe(repayment(loan)); // 642.17 amortised monthly
    });
    it('holds across terms, rates, deposits and balloons', () => {
      for (const change of [
        { termYears: 3 },
        { annualRatePercent: 12.49 },
        { deposit: 5_000 },
        { residual: 9_000 },
        { monthlyFee: 8 },
      ]) {
        const changed = { ...loan, ...change };
        expect(shownRepayment(changed), JSON.stringify(change)).toBe(
          Math.round(repayment({ ...changed, frequency: 'week' }) * 4.33 * 100) / 100,
        );
      }
    });
    it('leaves weekly, fortnightly and yearly figures as amortised', () => {
      for (const frequency of ['week', 'fortnight', 'year'] as const)
        expect(shownRepayment({ ...loan, frequency })).toBe(repayment({ ...loan, frequency }));
    });
  });

  describe("a monthly lender's advertised estimate", () => {
    it('is its weekly payment × 4.33 when it quotes one ($76.91 a week is $333.02 a month)', () => {
      expect(advertisedMonthly({ paymentWeek: 76.91, paymentMonth: 333.95 })).toBe(333.02);
    });
    it('is its monthly payment when it quotes no weekly one', () => {
      expect(advertisedMonthly({ paymentMonth: 333.95 })).toBe(333.95);
      expect(advertisedMonthly({})).toBeUndefined();
    });
  });
});

describe('finance disclaimer (spec/shopper §9: 197 characters)', () => {
  const text = `Estimated repayments are indicative only, based on a 5 year term, 10.0% deposit and a 30% final payment. ${COMPARISON_RATE_WARNING}`;
  it('short form is at most 197 characters and ends with …', () => {
    const forms = disclaimerForms(text);
    expect(FINANCE_DISCLAIMER_LIMIT).toBe(197);
    expect(forms.short.length).toBeLessThanOrEqual(197);
    expect(forms.short.endsWith('…')).toBe(true);
    expect(forms.long).toBe(text);
    expect(forms.expandable).toBe(true);
  });
  it('a short disclaimer is not expandable', () => {
    expect(disclaimerForms('Fees apply.')).toEqual({ short: 'Fees apply.', long: 'Fees apply.', expandable: false });
  });
});
