import { describe, expect, it } from 'vitest';
import { viewStockHref } from './view-stock.ts';

const context = { makes: ['Toyota'], models: { Toyota: ['HiLux', 'LandCruiser', 'RAV4'] } };

describe('View Stock link of a model page', () => {
  it('goes to the model route when stock carries the model', () => {
    expect(viewStockHref({ make: 'Toyota', slug: 'hilux', name: 'HiLux' }, context)).toBe('/search/toyota/hilux');
  });
  it('goes to the stock model a version belongs to', () => {
    expect(viewStockHref({ make: 'Toyota', slug: 'landcruiser-300', name: 'LandCruiser 300' }, context)).toBe(
      '/search/toyota/landcruiser',
    );
  });
  it('goes to the make when no stock model matches', () => {
    expect(viewStockHref({ make: 'Toyota', slug: 'corolla', name: 'Corolla' }, context)).toBe('/search/toyota');
  });
  it('goes to the default search when the make has no stock', () => {
    expect(viewStockHref({ make: 'Lexus', slug: 'rx', name: 'RX' }, context)).toBe('/search/new-used-and-demo-cars');
    expect(
      viewStockHref({ make: 'Lexus', slug: 'rx', name: 'RX' }, { ...context, defaultPath: '/search/used-cars' }),
    ).toBe('/search/used-cars');
  });
});
