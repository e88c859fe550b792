import type { FinanceConfig } from '../../../config/site/finance.ts';
import { COMPARISON_RATE_WARNING } from '../../finance/rules/comparison-rate.ts';
import { eligibleLender, type EligibleLender } from '../../finance/rules/eligibility.ts';
import { advertisedMonthly, comparisonRateText, repaymentFigure } from '../../finance/rules/finance-display.ts';
import type { Car } from '../../stock/rules/car-schema.ts';

/** The finance estimate a car page shows next to the price. */
export interface FinanceEstimate {
  /** '$76.91/wk' ('/mo' for Nissan Finance) or 'Enquire for Finance'. */
  readonly figure: string;
  /** '11.05% p.a.' */
  readonly rate: string;
  /** '11.87% p.a. comparison rate*': always next to the advertised rate (spec). */
  readonly comparison: string;
  readonly warning: typeof COMPARISON_RATE_WARNING;
  /** The lender's disclaimer, else the site's. */
  readonly disclaimer: string;
  /** The lender entry behind the figures: the one set of assumptions the page's calculator starts from. */
  readonly lender: EligibleLender;
  /** The figure's repayment period. */
  readonly frequency: 'week' | 'month';
}

const percent = (value: number) => `${value.toFixed(2)}% p.a.`;

/**
 * spec/shopper §5: finance figures only under the provider's eligibility rules (eligibleLender);
 * null when the car shows none. Nissan Finance advertises a monthly payment (weekly × 4.33 where the lender
 * quotes a weekly one, spec/shopper §9), the others weekly.
 */
export function financeEstimate(car: Car, finance: FinanceConfig, currentYear: number): FinanceEstimate | null {
  const lender = eligibleLender(car, {
    provider: finance.lenderProvider,
    excludedMakes: finance.excludedMakes,
    excludedDealershipIds: finance.excludedDealershipIds,
    currentYear,
  });
  if (lender === null) return null;
  const monthly = finance.lenderProvider === 'Nissan Finance';
  const payment = (monthly ? advertisedMonthly(lender) : lender.paymentWeek) ?? Number.NaN;
  return {
    figure: repaymentFigure(payment, monthly ? 'month' : 'week').text,
    rate: percent(lender.interestRate),
    comparison: comparisonRateText(lender.comparisonRate),
    warning: COMPARISON_RATE_WARNING,
    disclaimer: lender.disclaimer ?? finance.disclaimer,
    lender,
    frequency: monthly ? 'month' : 'week',
  };
}
