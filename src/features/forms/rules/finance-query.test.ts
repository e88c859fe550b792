import { describe, expect, it } from 'vitest';
import { financeFormSteps, parseFinanceQuery } from './finance-query.ts';

describe('finance query parameters (spec/site §2)', () => {
  it('reads every parameter, with price and score aliases', () => {
    const q = parseFinanceQuery(
      new URLSearchParams(
        'car_id=12&vin=JT1&nvic=ABC&year=2021&preferredDealership=north&car_type=used&price=$25,990&loanTerm=9&credit_score=decent&whoIsHelping=Sam',
      ),
    );
    expect(q).toEqual({
      carId: '12',
      vin: 'JT1',
      nvic: 'ABC',
      year: 2021,
      preferredDealership: 'north',
      carType: 'used',
      price: '25990',
      loanTerm: 7,
      creditScore: 'DECENT',
      whoIsHelping: 'Sam',
    });
  });
  it('defaults the score to GREAT and leaves unknown values out', () => {
    expect(parseFinanceQuery(new URLSearchParams('car_type=boat&year=abc&vehiclePriceBudget=40000'))).toEqual({
      creditScore: 'GREAT',
      price: '40000',
    });
  });
});

describe('finance form steps (spec/site §4)', () => {
  it('splits the popup before the name field and keeps the page variant in one step', () => {
    expect(financeFormSteps('popup')).toEqual([['quote'], ['details']]);
    expect(financeFormSteps('page')).toEqual([['quote', 'details']]);
  });
});
