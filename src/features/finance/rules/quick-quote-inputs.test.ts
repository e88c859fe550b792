import { describe, expect, it } from 'vitest';
import { loanTermOptions, priceBoundsHelp, quickPickPrices } from './quick-quote.ts';

describe('quick-quote inputs honour the bounds (spec/site §5, spec/site §9)', () => {
  it('offers only quick picks the quote uses as they are (10,000 to 200,000)', () => {
    expect(quickPickPrices({ luxury: false })).toEqual([10000, 20000, 30000, 50000, 70000]);
    expect(quickPickPrices({ quickPicks: [300000, 250000, 200000, 20000, 20000], luxury: false })).toEqual([
      20000, 200000,
    ]);
  });

  it('offers a luxury site $300,000 to $800,000, each above the bound and so said under the price', () => {
    const picks = quickPickPrices({ luxury: true });
    expect(picks).toEqual([300000, 400000, 500000, 600000, 700000, 800000]);
    for (const pick of picks)
      expect(priceBoundsHelp(String(pick))).toBe('This estimate uses $200,000: we quote between $10,000 and $200,000.');
    expect(quickPickPrices({ quickPicks: [450000, 350000], luxury: true })).toEqual([350000, 450000]);
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
