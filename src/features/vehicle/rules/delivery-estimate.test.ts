import { describe, expect, it } from 'vitest';
import { deliveryEstimate, type DeliveryRegion } from './delivery-estimate.ts';

const regions: DeliveryRegion[] = [
  {
    name: 'Brisbane Metro',
    price: 0,
    postcodes: [
      [4000, 4179],
      [4500, 4519],
    ],
  },
  { name: 'Regional Queensland', price: 650, postcodes: [[4180, 4899]] },
];

describe('delivery estimate (spec/shopper §5)', () => {
  it('finds the region whose inclusive range holds the postcode', () => {
    expect(deliveryEstimate('4000', regions)).toEqual({ kind: 'estimate', name: 'Brisbane Metro', price: 0 });
    expect(deliveryEstimate('4179', regions)).toEqual({ kind: 'estimate', name: 'Brisbane Metro', price: 0 });
    expect(deliveryEstimate(' 4810 ', regions)).toEqual({ kind: 'estimate', name: 'Regional Queensland', price: 650 });
  });
  it("empty postcode: 'Please enter a postcode.'", () => {
    expect(deliveryEstimate('', regions)).toEqual({ kind: 'message', message: 'Please enter a postcode.' });
  });
  it('not 4 digits: the invalid-postcode message', () => {
    expect(deliveryEstimate('400', regions)).toEqual({
      kind: 'message',
      message: 'Invalid postcode. Please enter a 4-digit number.',
    });
    expect(deliveryEstimate('40a0', regions)).toEqual({
      kind: 'message',
      message: 'Invalid postcode. Please enter a 4-digit number.',
    });
  });
  it('no region: the sorry message', () => {
    expect(deliveryEstimate('2000', regions)).toEqual({
      kind: 'message',
      message:
        "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    });
  });
});
