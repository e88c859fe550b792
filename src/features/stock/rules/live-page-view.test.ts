import { describe, expect, it } from 'vitest';
import { initialCalculatorState, loanFromState } from '../../finance/rules/calculator-state.ts';
import { shownRepayment } from '../../finance/rules/finance-display.ts';
import { carPageLive, estimateText, type EstimateLoan } from './live-page-view.ts';

const loan: EstimateLoan = {
  state: {
    ...initialCalculatorState({ variant: 'standard', carPrice: 30_000, amountFromCarPrice: true }),
    interestPercent: 9,
    tradeIn: 0,
  },
  fees: { upfront: 400, monthly: 10 },
};

describe('carPageLive', () => {
  const facts = {
    status: 'in_stock',
    reserved: false,
    price: 30_000,
    before_price: 32_000,
    preorder: false,
    estimate: loan,
  };

  it('keeps the built price and estimate when only the status changed', () => {
    expect(carPageLive(facts, { status: 'reserved' })).toMatchObject({
      status: 'reserved',
      price: { text: '$30,000' },
      estimateText: null,
    });
    expect(carPageLive(facts, { status: 'sold' }).status).toBe('sold');
    expect(carPageLive(facts, undefined).status).toBe('available');
  });

  it('keeps a page built sold as sold, whatever the feed says now', () => {
    expect(carPageLive({ ...facts, status: 'sold' }, { status: 'in_stock' }).status).toBe('sold');
  });

  it('shows a new price with the was-price only while it is higher', () => {
    expect(carPageLive(facts, { price: 28_000 }).price).toMatchObject({
      kind: 'price',
      text: '$28,000',
      wasText: '$32,000',
    });
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
    expect(text).toBe(
      `$${expected.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}/wk`,
    );
    expect(estimateText(loan, 40_000)).not.toBe(estimateText(loan, 30_000));
    expect(carPageLive({ ...facts, estimate: undefined }, { price: 40_000 }).estimateText).toBeNull();
  });
});
