import type { CalculatorVariant, FeeSchedule } from './establishment-fees.ts';
import type { Frequency } from './frequency.ts';
import type { Loan } from './repayment.ts';

/** spec/shopper §3: finance calculator state. Amounts in dollars, term in years, interest in percent p.a. */
export interface CalculatorState {
  readonly amount: number;
  readonly termYears: number;
  readonly interestPercent: number;
  /** Deposit or trade-in, dollars. */
  readonly tradeIn: number;
  /** Residual (balloon), dollars. */
  readonly residual: number;
  readonly frequency: Frequency;
}

/** spec/shopper §9: finance calculator defaults. */
export const FINANCE_DEFAULTS = {
  amount: 30_000,
  termYears: 6,
  sidebarTermYears: 5,
  frequency: 'week',
  interestPercent: 10,
  /** Default rate of the one dealer group that uses 8.5. */
  groupInterestPercent: 8.5,
} as const satisfies Record<string, number | Frequency>;

export interface CalculatorDefaultsOptions {
  readonly variant: CalculatorVariant;
  /** The car's price in dollars, when the calculator sits on a car page. */
  readonly carPrice?: number;
  /** The configuration where the amount starts at the car's price instead of 30000. */
  readonly amountFromCarPrice?: boolean;
  /** Config finance.defaultTermYears; falls back to 6 (sidebar 5). */
  readonly termYears?: number | undefined;
  /** Config finance.defaultInterestRate; falls back to 10. */
  readonly interestPercent?: number;
  /** Config finance.defaultFrequency; falls back to weekly. */
  readonly frequency?: Frequency;
}

/** The calculator's first state for a variant and configuration. */
export function initialCalculatorState(options: CalculatorDefaultsOptions): CalculatorState {
  const carPrice = options.carPrice;
  const useCarPrice = options.amountFromCarPrice === true && carPrice !== undefined && carPrice > 0;
  return {
    amount: useCarPrice ? carPrice : FINANCE_DEFAULTS.amount,
    termYears:
      options.termYears ??
      (options.variant === 'sidebar' ? FINANCE_DEFAULTS.sidebarTermYears : FINANCE_DEFAULTS.termYears),
    interestPercent: options.interestPercent ?? FINANCE_DEFAULTS.interestPercent,
    tradeIn: 0,
    residual: 0,
    frequency: options.frequency ?? FINANCE_DEFAULTS.frequency,
  };
}

/** The terms a car's lender advertises (its finance_lenders entry), in dollars, years and percent. */
export interface AdvertisedTerms {
  readonly interestRate: number;
  readonly termYears?: number | undefined;
  readonly deposit?: number | undefined;
  readonly balloon?: number | undefined;
}

/**
 * The calculator's first state on a car whose lender advertises a repayment: the car's price less the lender's
 * deposit, its balloon, term and rate, so the calculator opens on the figure the sidebar shows.
 */
export function stateFromAdvertised(state: CalculatorState, price: number, terms: AdvertisedTerms): CalculatorState {
  return {
    ...state,
    amount: price,
    interestPercent: terms.interestRate,
    termYears: terms.termYears ?? state.termYears,
    tradeIn: terms.deposit ?? state.tradeIn,
    residual: terms.balloon ?? state.residual,
  };
}

/** The loan a calculator state describes, with the variant's fees. */
export function loanFromState(state: CalculatorState, fees: FeeSchedule): Loan {
  return {
    price: state.amount,
    deposit: state.tradeIn,
    establishmentFees: fees.upfront,
    annualRatePercent: state.interestPercent,
    termYears: state.termYears,
    frequency: state.frequency,
    residual: state.residual,
    monthlyFee: fees.monthly,
  };
}
