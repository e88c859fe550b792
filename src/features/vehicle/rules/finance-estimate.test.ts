import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FinanceSchema } from '../../../config/site/finance.ts';
import { CarSchema } from '../../stock/rules/car-schema.ts';
import { financeEstimate } from './finance-estimate.ts';

const lender = {
  interestRate: 11.05,
  comparisonRate: 11.87,
  paymentWeek: 76.91,
  paymentMonth: 333.95,
  disclaimer: 'Based on a 6 year secured loan.',
};
const car = v.parse(CarSchema, {
  id: 1,
  slug: 'a-1',
  name: '2024 MG ZS',
  year: 2024,
  make: 'MG',
  model: 'ZS',
  price: 22_990,
  km: 1,
  car_type: 'used',
  status: 'in_stock',
  created_at: '2026-10-24T22:53:27.000Z',
  stocknum: 'U1',
  location_id: 1,
  location_name: 'L',
  dealership_id: 1,
  dealership_slug: 'd',
  city: 'C',
  state: 'QLD',
  finance_lenders: { Manual: lender, 'Nissan Finance': lender },
});

describe('car page finance estimate', () => {
  it('shows the weekly figure with the comparison rate next to the rate', () => {
    expect(financeEstimate(car, v.parse(FinanceSchema, {}), 2026)).toMatchObject({
      figure: '$76.91/wk',
      rate: '11.05% p.a.',
      comparison: '11.87% p.a. comparison rate*',
      disclaimer: 'Based on a 6 year secured loan.',
    });
  });
  it('shows the monthly figure for Nissan Finance: weekly × 4.33 (76.91 × 4.33 = 333.0203)', () => {
    expect(financeEstimate(car, v.parse(FinanceSchema, { lenderProvider: 'Nissan Finance' }), 2026)?.figure).toBe(
      '$333.02/mo',
    );
  });
  it("shows a Nissan Finance lender's own monthly payment when it quotes no weekly one", () => {
    const { paymentWeek: _weekly, ...monthlyOnly } = lender;
    expect(
      financeEstimate(
        { ...car, finance_lenders: { 'Nissan Finance': monthlyOnly } },
        v.parse(FinanceSchema, { lenderProvider: 'Nissan Finance' }),
        2026,
      )?.figure,
    ).toBe('$333.95/mo');
  });
  it('shows nothing for a sold car, a Suzuki or a missing lender', () => {
    const finance = v.parse(FinanceSchema, {});
    expect(financeEstimate({ ...car, status: 'sold' }, finance, 2026)).toBeNull();
    expect(financeEstimate({ ...car, make: 'Suzuki' }, finance, 2026)).toBeNull();
    expect(financeEstimate(car, v.parse(FinanceSchema, { lenderProvider: 'Angle' }), 2026)).toBeNull();
  });
});
