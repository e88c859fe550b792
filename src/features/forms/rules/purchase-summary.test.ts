import { describe, expect, it } from 'vitest';
import type { PurchaseFinanceEstimate } from '../../finance/rules/purchase-estimate.ts';
import type { PurchaseRequest } from './purchase-request.ts';
import { deliveryLine, financeLine, purchaseLeadFields, purchaseSummary } from './purchase-summary.ts';

const attributes = { visited_pages: [], linked_query_params: {} };
// The spec's example loan: $31,300 financed over 5 years at 8.5% is $147.87 a week (×4.33 = $640.28 a month).
const finance: PurchaseFinanceEstimate = {
  amountFinanced: 31_300,
  repayment: 147.87,
  frequency: 'week',
  monthly: 640.28,
  interestPercent: 8.5,
  comparisonPercent: 9.27,
};
const everything: PurchaseRequest = {
  payment_method: 'finance',
  finance_deposit: 5_000,
  finance_term: 5,
  has_trade_in: 'Yes',
  rego: 'ABC123',
  vehicle_make: 'Honda',
  vehicle_model: 'Civic',
  vehicle_year: 2015,
  kms: 98_000,
  delivery_method: 'delivery',
  delivery_postcode: '4000',
  lead_attributes: attributes,
};
const plain: PurchaseRequest = {
  payment_method: 'cash',
  has_trade_in: 'No',
  delivery_method: 'pickup',
  lead_attributes: attributes,
};
const delivery = { name: 'Brisbane and Moreton Bay', price: 350 };

describe('the purchase lead fields', () => {
  it('finance with its figures, the trade-in under the trade-in form field names, delivery with its estimate', () => {
    expect(purchaseLeadFields({ request: everything, finance, delivery })).toEqual({
      payment_method: 'finance',
      finance_deposit: 5_000,
      finance_term: 5,
      finance_amount: 31_300,
      finance_repayment: 147.87,
      finance_frequency: 'week',
      finance_monthly: 640.28,
      finance_rate: 8.5,
      finance_comparison_rate: 9.27,
      has_trade_in: 'Yes',
      rego: 'ABC123',
      vehicle_make: 'Honda',
      vehicle_model: 'Civic',
      vehicle_year: 2015,
      kms: 98_000,
      delivery_method: 'delivery',
      delivery_postcode: '4000',
      delivery_region: 'Brisbane and Moreton Bay',
      delivery_price: 350,
    });
  });

  it('cash, no trade-in, pick up: the three choices and nothing else', () => {
    expect(purchaseLeadFields({ request: plain, finance: undefined, delivery: undefined })).toEqual({
      payment_method: 'cash',
      has_trade_in: 'No',
      delivery_method: 'pickup',
    });
  });
});

describe('the review step', () => {
  const car = { name: '2021 Toyota Corolla Ascent Sport', price: 36_300 };
  const reservation = { reference: 'RSV-ABCDE-FGHJK', deposit: 200 };

  it('lists the car, the deposit paid and each choice in words', () => {
    expect(purchaseSummary({ request: everything, finance, delivery }, car, reservation)).toEqual([
      { label: 'Car', value: '2021 Toyota Corolla Ascent Sport, $36,300' },
      { label: 'Deposit paid', value: '$200 (reservation RSV-ABCDE-FGHJK)' },
      { label: 'Payment', value: 'Finance' },
      { label: 'Finance deposit', value: '$5,000' },
      { label: 'Amount financed', value: '$31,300' },
      { label: 'Estimated repayment', value: '$147.87/wk over 5 years (8.50% p.a., 9.27% p.a. comparison rate*)' },
      { label: 'Trade-in', value: '2015 Honda Civic, 98,000 km, rego ABC123' },
      { label: 'Delivery', value: 'Delivery to 4000 (Brisbane and Moreton Bay): $350' },
    ]);
  });

  it('cash, no trade-in and pick up read as such', () => {
    const lines = purchaseSummary({ request: plain, finance: undefined, delivery: undefined }, car, reservation);
    expect(lines.slice(2)).toEqual([
      { label: 'Payment', value: 'Pay cash' },
      { label: 'Trade-in', value: 'No trade-in' },
      { label: 'Delivery', value: 'Pick up at the dealership' },
    ]);
  });

  it('a free delivery says so; one year is singular; a repayment of $25 or less is Enquire for Finance (spec/shopper §5)', () => {
    expect(deliveryLine(everything, { name: 'Sunshine Coast', price: 0 })).toBe(
      'Delivery to 4000 (Sunshine Coast): Free',
    );
    expect(financeLine(finance, 1)).toContain('over 1 year (');
    expect(financeLine({ ...finance, repayment: 25 }, 5)).toMatch(/^Enquire for Finance over 5 years/);
  });
});
