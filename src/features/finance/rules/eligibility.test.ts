import { describe, expect, it } from 'vitest';
import type { LenderProvider } from '../../../config/site/finance.ts';
import {
  eligibleLender,
  type FinanceEligibilityCar,
  type FinanceEligibilitySettings,
  showsFinanceFigures,
} from './eligibility.ts';

const lender = { interestRate: 8.5, comparisonRate: 9.6, paymentWeek: 120.07, paymentMonth: 521.27 };

function carWith(
  provider: LenderProvider,
  overrides: Partial<FinanceEligibilityCar> = {},
  entry: object = lender,
): FinanceEligibilityCar {
  return {
    make: 'Toyota',
    dealership_id: 7,
    price: 29_990,
    status: 'in_stock',
    year: 2022,
    finance_lenders: { [provider]: { ...lender, ...entry } },
    ...overrides,
  };
}

function settings(
  provider: LenderProvider,
  overrides: Partial<FinanceEligibilitySettings> = {},
): FinanceEligibilitySettings {
  return { provider, excludedMakes: ['Suzuki'], excludedDealershipIds: [99], currentYear: 2026, ...overrides };
}

describe('finance eligibility (spec/shopper §5)', () => {
  describe('every provider', () => {
    it('needs the lender entry', () => {
      expect(showsFinanceFigures({ ...carWith('Manual'), finance_lenders: {} }, settings('Manual'))).toBe(false);
      expect(showsFinanceFigures(carWith('Angle'), settings('Manual'))).toBe(false);
    });
    it('needs interestRate and comparisonRate not null', () => {
      expect(showsFinanceFigures(carWith('Manual', {}, { interestRate: null }), settings('Manual'))).toBe(false);
      expect(showsFinanceFigures(carWith('Manual', {}, { comparisonRate: null }), settings('Manual'))).toBe(false);
    });
    it('never for Suzuki (any case)', () => {
      expect(showsFinanceFigures(carWith('360 Finance', { make: 'SUZUKI' }), settings('360 Finance'))).toBe(false);
    });
    it('never for excluded dealerships', () => {
      expect(showsFinanceFigures(carWith('360 Finance', { dealership_id: 99 }), settings('360 Finance'))).toBe(false);
    });
    it('returns the entry with its rates', () => {
      expect(eligibleLender(carWith('Manual'), settings('Manual'))).toMatchObject({
        interestRate: 8.5,
        comparisonRate: 9.6,
      });
    });
  });

  describe('Taurus: year newer than current year − 12, price above 500, available', () => {
    it('shows for a 2015 car in 2026 (2015 > 2014)', () => {
      expect(showsFinanceFigures(carWith('Taurus', { year: 2015 }), settings('Taurus'))).toBe(true);
    });
    it('hides for a 2014 car in 2026', () => {
      expect(showsFinanceFigures(carWith('Taurus', { year: 2014 }), settings('Taurus'))).toBe(false);
    });
    it('hides at price 500', () => {
      expect(showsFinanceFigures(carWith('Taurus', { price: 500 }), settings('Taurus'))).toBe(false);
    });
    it('hides when sold', () => {
      expect(showsFinanceFigures(carWith('Taurus', { status: 'sold' }), settings('Taurus'))).toBe(false);
    });
    it('does not need a weekly payment', () => {
      expect(showsFinanceFigures(carWith('Taurus', {}, { paymentWeek: undefined }), settings('Taurus'))).toBe(true);
    });
  });

  describe.each(['Manual', 'Angle', 'Powertorque'] as const)(
    '%s: price above 500, available, weekly payment',
    (provider) => {
      it('shows for an available car with a weekly payment', () => {
        expect(showsFinanceFigures(carWith(provider, { status: 'coming_soon', price: 501 }), settings(provider))).toBe(
          true,
        );
      });
      it('hides without a weekly payment', () => {
        expect(showsFinanceFigures(carWith(provider, {}, { paymentWeek: undefined }), settings(provider))).toBe(false);
      });
      it('hides at price 500 or when sold', () => {
        expect(showsFinanceFigures(carWith(provider, { price: 500 }), settings(provider))).toBe(false);
        expect(showsFinanceFigures(carWith(provider, { status: 'sold' }), settings(provider))).toBe(false);
      });
      it('ignores the car age', () => {
        expect(showsFinanceFigures(carWith(provider, { year: 2001 }), settings(provider))).toBe(true);
      });
    },
  );

  describe('Nissan Finance: price above 500, available, monthly payment', () => {
    it('shows with a monthly payment', () => {
      expect(
        showsFinanceFigures(carWith('Nissan Finance', {}, { paymentWeek: undefined }), settings('Nissan Finance')),
      ).toBe(true);
    });
    it('hides without a monthly payment', () => {
      expect(
        showsFinanceFigures(carWith('Nissan Finance', {}, { paymentMonth: undefined }), settings('Nissan Finance')),
      ).toBe(false);
    });
    it('hides at price 500', () => {
      expect(showsFinanceFigures(carWith('Nissan Finance', { price: 500 }), settings('Nissan Finance'))).toBe(false);
    });
  });

  describe.each(['360 Finance', 'AusLoans'] as const)('%s: availability only', (provider) => {
    it('shows for an available car even at price 0 and without payments', () => {
      expect(
        showsFinanceFigures(
          carWith(provider, { price: 0 }, { paymentWeek: undefined, paymentMonth: undefined }),
          settings(provider),
        ),
      ).toBe(true);
    });
    it('hides when sold', () => {
      expect(showsFinanceFigures(carWith(provider, { status: 'sold' }), settings(provider))).toBe(false);
    });
  });
});
