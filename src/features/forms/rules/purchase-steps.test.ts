import { describe, expect, it } from 'vitest';
import { MESSAGES } from './schemas/messages.ts';
import { PURCHASE_START, PURCHASE_STEPS, parseDraft, purchaseBody, stepErrors, typedNumber } from './purchase-steps.ts';

const limits = { price: 28_990, maxTermYears: 7 };

describe('purchase request steps', () => {
  it('are finance, trade-in, delivery, then the review', () => {
    expect(PURCHASE_STEPS).toEqual(['Finance', 'Trade-in', 'Delivery', 'Review']);
  });

  describe('the body the typed values make', () => {
    it('starts as cash, no trade-in, pick up', () => {
      expect(purchaseBody(PURCHASE_START)).toEqual({
        payment_method: 'cash',
        has_trade_in: 'No',
        delivery_method: 'pickup',
      });
    });
    it('reads typed numbers ($5,000 → 5000) and leaves out what a choice does not need', () => {
      expect(
        purchaseBody({
          payment_method: 'finance',
          finance_deposit: '$5,000',
          finance_term: '5',
          has_trade_in: 'No',
          rego: 'KEPT123',
          delivery_method: 'delivery',
          delivery_postcode: ' 4000 ',
        }),
      ).toEqual({
        payment_method: 'finance',
        finance_deposit: 5000,
        finance_term: 5,
        has_trade_in: 'No',
        delivery_method: 'delivery',
        delivery_postcode: '4000',
      });
      expect(typedNumber('')).toBeUndefined();
      expect(typedNumber('98,000 km')).toBe(98_000);
    });
  });

  describe('each step checks only its own fields', () => {
    const values = { ...PURCHASE_START, payment_method: 'finance', has_trade_in: 'Yes', delivery_method: 'delivery' };
    it('finance', () => {
      expect(stepErrors(0, values, limits)).toEqual({
        finance_deposit: MESSAGES.required,
        finance_term: MESSAGES.required,
      });
    });
    it('trade-in', () => {
      expect(Object.keys(stepErrors(1, values, limits))).toEqual([
        'rego',
        'vehicle_make',
        'vehicle_model',
        'vehicle_year',
        'kms',
      ]);
    });
    it('delivery', () => {
      expect(stepErrors(2, values, limits)).toEqual({ delivery_postcode: MESSAGES.required });
    });
    it('the review asks for nothing', () => {
      expect(stepErrors(3, values, limits)).toEqual({});
    });
  });

  describe('a draft read back from session storage', () => {
    it('keeps the step, values, delivery estimate and the lead once sent', () => {
      const draft = {
        step: 2,
        values: { payment_method: 'cash' },
        delivery: { postcode: '4000', name: 'Brisbane', price: 350 },
        sentLeadId: 'ld_1',
      };
      expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
    });
    it('ignores what is not a draft', () => {
      for (const raw of [null, '', '{', '[]', '{"step":9,"values":{}}', '{"step":1,"values":{"a":1}}'])
        expect(parseDraft(raw)).toBeUndefined();
    });
  });
});
