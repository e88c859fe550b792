import type { LenderProvider } from '../../../config/site/finance.ts';
import type { Car } from '../../stock/rules/car-schema.ts';
import { isAvailable } from '../../stock/rules/stock-rule.ts';

type LenderEntry = NonNullable<Car['finance_lenders']>[string];

/** A lender entry whose rates are known, so its figures may be shown. */
export type EligibleLender = LenderEntry & { readonly interestRate: number; readonly comparisonRate: number };

/** The car fields finance eligibility reads. */
export type FinanceEligibilityCar = Pick<
  Car,
  'make' | 'dealership_id' | 'price' | 'status' | 'year' | 'finance_lenders'
>;

export interface FinanceEligibilitySettings {
  /** Config finance.lenderProvider: the key read from car.finance_lenders. */
  readonly provider: LenderProvider;
  /** Config finance.excludedMakes (Suzuki by default); compared without case. */
  readonly excludedMakes: readonly string[];
  /** Config finance.excludedDealershipIds. */
  readonly excludedDealershipIds: readonly number[];
  /** The calendar year now (pass it in), for the Taurus age rule. */
  readonly currentYear: number;
}

/** spec/shopper §5: cars at or below this price (dollars) get no lender figures (except 360 Finance, AusLoans). */
export const FINANCE_MIN_PRICE = 500;
/** spec/shopper §5: Taurus finances cars newer than current year minus 12. */
export const TAURUS_MAX_AGE_YEARS = 12;

function providerRule(
  provider: LenderProvider,
  car: FinanceEligibilityCar,
  lender: LenderEntry,
  currentYear: number,
): boolean {
  const available = isAvailable(car);
  const priced = car.price > FINANCE_MIN_PRICE;
  switch (provider) {
    case 'Taurus':
      // Its comparison-rate requirement is already met: every eligible lender has one.
      return car.year > currentYear - TAURUS_MAX_AGE_YEARS && priced && available;
    case 'Manual':
    case 'Angle':
    case 'Powertorque':
      return priced && available && lender.paymentWeek !== undefined;
    case 'Nissan Finance':
      return priced && available && lender.paymentMonth !== undefined;
    case '360 Finance':
    case 'AusLoans':
      return available;
  }
}

/**
 * spec/shopper §5: the lender entry whose figures a car shows, or null. Figures need the provider's
 * entry with non-null interestRate and comparisonRate, a make and dealership not excluded (never
 * Suzuki by default), and the provider's own rule (Taurus: year, price > 500, available;
 * Manual/Angle/Powertorque: price > 500, available, weekly payment; Nissan Finance: price > 500,
 * available, monthly payment; 360 Finance/AusLoans: available). Available = in_stock or coming_soon.
 */
export function eligibleLender(
  car: FinanceEligibilityCar,
  settings: FinanceEligibilitySettings,
): EligibleLender | null {
  const make = car.make.trim().toLowerCase();
  if (settings.excludedMakes.some((excluded) => excluded.trim().toLowerCase() === make)) return null;
  if (settings.excludedDealershipIds.includes(car.dealership_id)) return null;
  const entry = car.finance_lenders?.[settings.provider];
  if (entry === undefined || entry.interestRate === null || entry.comparisonRate === null) return null;
  const lender: EligibleLender = { ...entry, interestRate: entry.interestRate, comparisonRate: entry.comparisonRate };
  return providerRule(settings.provider, car, lender, settings.currentYear) ? lender : null;
}

/** True when the car shows finance figures (see `eligibleLender`). */
export function showsFinanceFigures(car: FinanceEligibilityCar, settings: FinanceEligibilitySettings): boolean {
  return eligibleLender(car, settings) !== null;
}
