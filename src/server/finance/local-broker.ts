import { comparisonRate, SECURED_BENCHMARK } from '../../features/finance/rules/comparison-rate.ts';
import { repayment } from '../../features/finance/rules/repayment.ts';
import type { FinanceBroker, QuoteRequest } from './broker.ts';

/** Estimator assumptions: advertised rate by self-assessed credit score (percent per year). */
export const ESTIMATE_RATES = { GREAT: 8.99, DECENT: 12.49, POOR: 16.99 } as const;
/** Cars older than this many years add OLD_CAR_LOADING percentage points. */
export const OLD_CAR_YEARS = 10;
export const OLD_CAR_LOADING = 1;
/** Dealer fee schedule of spec/shopper §9: establishment $395, $8 monthly account fee. */
export const ESTABLISHMENT_FEE = 395;
export const MONTHLY_FEE = 8;

/**
 * The default broker: estimates with the finance engine — weekly repayment on the purchase price
 * over the term (no deposit, no balloon, rounded up), comparison rate on the spec's $30,000 5-year
 * benchmark with the dealer fees — and sends the shopper to /success on "create customer".
 */
export function localBroker(clock: () => number): FinanceBroker {
  return {
    name: 'Finance Estimate',
    async quote(request: QuoteRequest) {
      const age = request.year ? new Date(clock()).getUTCFullYear() - request.year : 0;
      const advertisedRate =
        ESTIMATE_RATES[request.selfAssessedCreditScore] + (age > OLD_CAR_YEARS ? OLD_CAR_LOADING : 0);
      const weeklyRepaymentAmount = repayment({
        price: request.purchasePrice,
        deposit: 0,
        establishmentFees: 0,
        annualRatePercent: advertisedRate,
        termYears: request.loanTerm,
        frequency: 'week',
        residual: 0,
      });
      const rate = comparisonRate({
        ...SECURED_BENCHMARK,
        annualRatePercent: advertisedRate,
        upfrontFees: ESTABLISHMENT_FEE,
        monthlyFees: MONTHLY_FEE,
      });
      return { weeklyRepaymentAmount, advertisedRate, comparisonRate: rate };
    },
    async createCustomer() {
      return { redirectUrl: '/success' };
    },
  };
}
