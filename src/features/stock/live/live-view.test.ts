import { describe, expect, it } from 'vitest';
import { initialCalculatorState, loanFromState } from '../../finance/calculator-state.ts';
import { shownRepayment } from '../../finance/finance-display.ts';
import { carPageLive, cardLive, estimateText, liveCardHit, type EstimateLoan } from './live-view.ts';

const loan: EstimateLoan = {
  state: { ...initialCalculatorState({ variant: 'standard', carPrice: 30_000, amountFromCarPrice: true }), interestPercent: 9, tradeIn: 0 },
  fees: { upfront: 400, monthly: 10 },
};

describe('liveCardHit', () => {
  const hit = { objectID: '5', status: 'in_stock' as const, price: 30_000, weekly_price: 150, comparison_rate: 9.5 };

  it('leaves a hit without a change as it is', () => {
    expect(liveCardHit(hit, undefined)).toBe(hit);
  });

  it('marks a reserved car reserved, still in stock', () => {
    expect(liveCardHit(hit, { status: 'reserved' })).toEqual({ ...hit, reserved: true });
  });

  it('reads a status that is not for sale as sold', () => {
    expect(liveCardHit(hit, { status: 'withdrawn' }).status).toBe('sold');
    expect(liveCardHit({ ...hit, status: 'sold' }, { status: 'coming_soon' }).status).toBe('coming_soon');
  });

  it("takes a new price and drops the weekly figure worked out on the old one", () => {
    const live = liveCardHit(hit, { price: 27_500 });
    expect(live.price).toBe(27_500);
    expect(live.weekly_price).toBeUndefined();
    expect(liveCardHit(hit, { price: 30_000, status: 'reserved' }).weekly_price).toBe(150);
  });
});

describe('carPageLive', () => {
  const facts = { status: 'in_stock', reserved: false, price: 30_000, before_price: 32_000, preorder: false, estimate: loan };

  it('keeps the built price and estimate when only the status changed', () => {
    expect(carPageLive(facts, { status: 'reserved' })).toMatchObject({ status: 'reserved', price: { text: '$30,000' }, estimateText: null });
    expect(carPageLive(facts, { status: 'sold' }).status).toBe('sold');
    expect(carPageLive(facts, undefined).status).toBe('available');
  });

  it('keeps a page built sold as sold, whatever the feed says now', () => {
    expect(carPageLive({ ...facts, status: 'sold' }, { status: 'in_stock' }).status).toBe('sold');
  });

  it('shows a new price with the was-price only while it is higher', () => {
    expect(carPageLive(facts, { price: 28_000 }).price).toMatchObject({ kind: 'price', text: '$28,000', wasText: '$32,000' });
    expect(carPageLive(facts, { price: 33_000 }).price).toMatchObject({ text: '$33,000', wasText: null });
  });

  it('works the below-market saving out on the new price', () => {
    const market = { ...facts, average_market_price: 31_000 };
    expect(carPageLive(market, { price: 30_400 }).price).toMatchObject({ belowMarketBy: 600 });
    expect(carPageLive(market, { price: 30_600 }).price).toMatchObject({ belowMarketBy: null });
  });

  it("recomputes the estimate on the new price with the lender's terms", () => {
    const text = carPageLive(facts, { price: 40_000 }).estimateText;
    const expected = shownRepayment(loanFromState({ ...loan.state, amount: 40_000 }, loan.fees));
    expect(text).toBe(`$${expected.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}/wk`);
    expect(estimateText(loan, 40_000)).not.toBe(estimateText(loan, 30_000));
    expect(carPageLive({ ...facts, estimate: undefined }, { price: 40_000 }).estimateText).toBeNull();
  });
});

describe('cardLive', () => {
  it('shows reserved and sold, and leaves a car back on sale as built', () => {
    expect(cardLive({ status: 'reserved' }, null)).toEqual({ status: 'reserved', priceText: null, keepWas: true });
    expect(cardLive({ status: 'sold' }, null).status).toBe('sold');
    expect(cardLive({ status: 'in_stock' }, null).status).toBeNull();
    expect(cardLive(undefined, null)).toEqual({ status: null, priceText: null, keepWas: true });
  });

  it('shows the new price, keeping the crossed-out price only while it is higher', () => {
    expect(cardLive({ price: 27_990 }, '$29,990')).toEqual({ status: null, priceText: '$27,990', keepWas: true });
    expect(cardLive({ price: 30_990 }, '$29,990')).toMatchObject({ priceText: '$30,990', keepWas: false });
    expect(cardLive({ price: 0 }, null)).toMatchObject({ priceText: 'Enquire for price.', keepWas: false });
  });
});
