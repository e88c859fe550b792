import { loanFromState, type CalculatorState } from '../../finance/rules/calculator-state.ts';
import type { FeeSchedule } from '../../finance/rules/establishment-fees.ts';
import { repaymentFigure, shownRepayment } from '../../finance/rules/finance-display.ts';
import { priceDisplay, type PriceDisplay } from './price-display.ts';
import { liveCar, liveStatus, type LiveChange, type LiveStatus } from './live-car.ts';

/** The loan behind a car page's finance estimate: the lender's terms on the built price, and the fees. */
export interface EstimateLoan {
  readonly state: CalculatorState;
  readonly fees: FeeSchedule;
}

/** What a car page knows of its car at build time, for laying a change over it. */
export interface CarPageFacts {
  readonly status: string;
  readonly reserved: boolean;
  readonly price: number;
  readonly before_price?: number | undefined;
  readonly preorder: boolean;
  readonly average_market_price?: number | undefined;
  /** Present when the page shows the lender's estimate. */
  readonly estimate?: EstimateLoan | undefined;
}

/** What the car page shows with the change: its status, its price, and the estimate when the price changed. */
export interface CarPageLive {
  readonly status: LiveStatus;
  readonly price: PriceDisplay;
  /** The estimate worked out on the new price with the lender's terms; null: the built figure stands. */
  readonly estimateText: string | null;
}

/** A page built for a sold car has no for-sale parts to show again: it stays sold until the next build. */
export function carPageLive(facts: CarPageFacts, change: LiveChange | undefined): CarPageLive {
  const live = liveCar(facts, change);
  const status = liveStatus(facts) === 'sold' ? 'sold' : liveStatus(live);
  const autograb =
    facts.average_market_price === undefined
      ? undefined
      : { average_market_price: facts.average_market_price, state_average_market_price: facts.average_market_price };
  const price = priceDisplay({
    price: live.price,
    before_price: facts.before_price,
    preorder: facts.preorder,
    autograb_data: autograb,
  });
  const estimate = live.price !== facts.price && facts.estimate ? estimateText(facts.estimate, live.price) : null;
  return { status, price, estimateText: estimate };
}

/** The repayment on `price` with the estimate's terms, e.g. '$151.20/wk', or 'Enquire for Finance'. */
export function estimateText(loan: EstimateLoan, price: number): string {
  const state = { ...loan.state, amount: price };
  return repaymentFigure(shownRepayment(loanFromState(state, loan.fees)), state.frequency).text;
}
