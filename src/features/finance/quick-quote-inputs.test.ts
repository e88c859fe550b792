import { describe, expect, it } from 'vitest';
import { loanTermOptions, priceBoundsHelp, quickPickPrices } from './quick-quote.ts';

describe('quick-quote inputs honour the bounds (spec/site §5, spec/site §9)', () => {
  it('offers only quick picks the quote uses as they are (10,000 to 200,000)', () => {
    expect(quickPickPrices([5000, 10000, 20000, 30000, 50000, 70000])).toEqual([10000, 20000, 30000, 50000, 70000]);
    expect(quickPickPrices([300000, 250000, 200000, 20000, 20000])).toEqual([20000, 200000]);
  });

  it('says which price a typed value outside the bounds is quoted at', () => {
    expect(priceBoundsHelp('45000')).toBe('We quote between $10,000 and $200,000.');
    expect(priceBoundsHelp('')).toBe('We quote between $10,000 and $200,000.');
    expect(priceBoundsHelp('250000')).toBe('This estimate uses $200,000: we quote between $10,000 and $200,000.');
    expect(priceBoundsHelp('5000')).toBe('This estimate uses $10,000: we quote between $10,000 and $200,000.');
  });

  it("offers loan terms up to the site's longest term", () => {
    expect(loanTermOptions(7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(loanTermOptions(5)).toEqual([1, 2, 3, 4, 5]);
    expect(loanTermOptions(9)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
