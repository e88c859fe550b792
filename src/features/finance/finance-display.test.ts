import { describe, expect, it } from 'vitest';
import { COMPARISON_RATE_WARNING } from './comparison-rate.ts';
import { disclaimerForms, FINANCE_DISCLAIMER_LIMIT } from './disclaimer.ts';
import { monthlyEstimateFromWeekly, repaymentFigure } from './finance-display.ts';

describe('repayment figure (spec section 5: Enquire for Finance at 25 or less)', () => {
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
});

describe('finance disclaimer (spec section 9: 197 characters)', () => {
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
