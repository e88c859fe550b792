import { loanFromState, type CalculatorState } from '../../finance/calculator-state.ts';
import type { FeeSchedule } from '../../finance/establishment-fees.ts';
import { repaymentFigure, shownRepayment } from '../../finance/finance-display.ts';
import type { CardHit } from '../../search/cards/card-hit.ts';
import { priceDisplay, type PriceDisplay } from '../../vehicle/rules/price-display.ts';
import { liveCar, liveStatus, type LiveChange, type LiveStatus } from './live-car.ts';

/**
 * A search hit with the change laid over: a car no longer in_stock or coming_soon reads as sold (it is not for
 * sale), and a new price drops the lender's weekly figure, which was worked out on the old price.
 */
export function liveCardHit(hit: CardHit, change: LiveChange | undefined): CardHit {
  if (change === undefined) return hit;
  const built = { status: hit.status ?? 'in_stock', price: hit.price ?? 0, reserved: hit.reserved };
  const live = liveCar(built, change);
  const status = liveStatus(live) === 'sold' ? 'sold' : (live.status as 'in_stock' | 'coming_soon');
  const next: CardHit = { ...hit, reserved: live.reserved, status };
  if (change.price !== undefined && change.price !== hit.price) {
    next.price = change.price;
    delete next.weekly_price;
  }
  return next;
}

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
  const autograb = facts.average_market_price === undefined
    ? undefined
    : { average_market_price: facts.average_market_price, state_average_market_price: facts.average_market_price };
  const price = priceDisplay({ price: live.price, before_price: facts.before_price, preorder: facts.preorder, autograb_data: autograb });
  const estimate = live.price !== facts.price && facts.estimate ? estimateText(facts.estimate, live.price) : null;
  return { status, price, estimateText: estimate };
}

/** The repayment on `price` with the estimate's terms, e.g. '$151.20/wk', or 'Enquire for Finance'. */
export function estimateText(loan: EstimateLoan, price: number): string {
  const state = { ...loan.state, amount: price };
  return repaymentFigure(shownRepayment(loanFromState(state, loan.fees)), state.frequency).text;
}

/** What a prerendered card shows with the change; null fields stay as built. */
export interface CardLive {
  readonly status: Exclude<LiveStatus, 'available'> | null;
  readonly priceText: string | null;
  /** The crossed-out price still stands above the new price. */
  readonly keepWas: boolean;
}

/** A prerendered card knows its price only as text: `wasText` is its crossed-out price, e.g. '$42,990'. */
export function cardLive(change: LiveChange | undefined, wasText: string | null): CardLive {
  const sold = change?.status !== undefined && change.status !== 'reserved' && liveStatus({ status: change.status, price: 0 }) === 'sold';
  const status = change?.status === 'reserved' ? 'reserved' : sold ? 'sold' : null;
  if (change?.price === undefined) return { status, priceText: null, keepWas: true };
  const was = wasText === null ? undefined : Number(wasText.replace(/\D/g, ''));
  const price = priceDisplay({ price: change.price, before_price: was, preorder: false, autograb_data: undefined });
  return { status, priceText: price.text, keepWas: price.kind === 'price' && price.wasText !== null };
}
