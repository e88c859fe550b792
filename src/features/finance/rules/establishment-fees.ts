/** Calculator variants (config finance.calculatorVariant). */
export type CalculatorVariant = 'standard' | 'sidebar' | 'dealer';

/** spec/shopper §9: dealer variant fee schedule, dollars. */
export const DEALER_FEES = {
  establishment: 395,
  securityRegistration: 6,
  agency: 912.25,
  /** Account administration, dollars per month. */
  monthlyAccountAdmin: 8,
} as const;

/** spec/shopper §9: establishment fee of the one lender that charges one when none is given (standard variant). */
export const STANDARD_DEFAULT_LENDER_FEE = 1300;
/** spec/shopper §9: establishment fee of the sidebar variant when none is given. */
export const SIDEBAR_DEFAULT_FEE = 1360.5;

/** Fees in dollars: `upfront` is financed with the loan, `monthly` is added to each month's repayment. */
export interface FeeSchedule {
  readonly upfront: number;
  readonly monthly: number;
}

/**
 * Fees for a calculator variant.
 * @param given establishment fee the lender entry states (dollars), if any; it wins in standard and sidebar.
 * @param lenderChargesDefaultFee true for the one lender whose missing fee defaults to 1300 (standard variant).
 */
export function feeSchedule(
  variant: CalculatorVariant,
  given: number | undefined,
  lenderChargesDefaultFee = false,
): FeeSchedule {
  switch (variant) {
    case 'dealer':
      return {
        upfront: DEALER_FEES.establishment + DEALER_FEES.securityRegistration + DEALER_FEES.agency,
        monthly: DEALER_FEES.monthlyAccountAdmin,
      };
    case 'sidebar':
      return { upfront: given ?? SIDEBAR_DEFAULT_FEE, monthly: 0 };
    case 'standard':
      return { upfront: given ?? (lenderChargesDefaultFee ? STANDARD_DEFAULT_LENDER_FEE : 0), monthly: 0 };
  }
}
