import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './schemas/messages.ts';
import { PurchaseRequestSchema, purchaseRequestErrors } from './purchase-request.ts';

const limits = { price: 28_990, maxTermYears: 7 };
const cash = { payment_method: 'cash', has_trade_in: 'No', delivery_method: 'pickup' } as const;

describe('purchase request', () => {
  describe('the schema', () => {
    it('takes cash, no trade-in, pick up', () => {
      expect(v.safeParse(PurchaseRequestSchema, cash).success).toBe(true);
    });
    it('refuses choices it does not know, naming the field', () => {
      const result = v.safeParse(PurchaseRequestSchema, { ...cash, payment_method: 'lease' });
      expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['payment_method', MESSAGES.choice]]);
    });
    it('a postcode is 4 digits', () => {
      const result = v.safeParse(PurchaseRequestSchema, {
        ...cash,
        delivery_method: 'delivery',
        delivery_postcode: '40',
      });
      expect(result.issues?.[0]?.message).toBe(MESSAGES.postcode);
    });
  });

  describe('fields a choice needs', () => {
    it('cash, no trade-in, pick up needs nothing more', () => {
      expect(purchaseRequestErrors(cash, limits)).toEqual({});
    });
    it('finance needs a deposit and a term; a trade-in its rego, make, model, year and km; delivery a postcode', () => {
      expect(
        purchaseRequestErrors(
          { payment_method: 'finance', has_trade_in: 'Yes', delivery_method: 'delivery', vehicle_make: '' },
          limits,
        ),
      ).toEqual({
        finance_deposit: MESSAGES.required,
        finance_term: MESSAGES.required,
        rego: MESSAGES.required,
        vehicle_make: MESSAGES.required,
        vehicle_model: MESSAGES.required,
        vehicle_year: MESSAGES.required,
        kms: MESSAGES.required,
        delivery_postcode: MESSAGES.required,
      });
    });
    it('the deposit is less than the price and the term at most the site longest (finance.maxTermYears)', () => {
      const finance = { ...cash, payment_method: 'finance' } as const;
      expect(purchaseRequestErrors({ ...finance, finance_deposit: 28_990, finance_term: 8 }, limits)).toEqual({
        finance_deposit: MESSAGES.purchaseDeposit,
        finance_term: MESSAGES.purchaseTerm,
      });
      expect(purchaseRequestErrors({ ...finance, finance_deposit: 28_989, finance_term: 7 }, limits)).toEqual({});
      expect(
        purchaseRequestErrors({ ...finance, finance_deposit: 0, finance_term: 5 }, { ...limits, maxTermYears: 5 }),
      ).toEqual({});
    });
  });
});
