import { describe, expect, it } from 'vitest';
import { carBreadcrumbs, pageBreadcrumbs, slugify } from './breadcrumbs.ts';

const car = {
  car_type: 'used',
  make: 'Toyota',
  model: 'Land Cruiser 300',
  simple_body: 'SUV',
  name: '2022 Toyota Land Cruiser 300 GX',
} as const;

describe('breadcrumbs', () => {
  describe('car pages: Home, car type, make, model (if in stock list), body, title', () => {
    it('lists every level when the model is in the stock model list', () => {
      const crumbs = carBreadcrumbs(car, { prefix: 'search', stockModels: new Set(['Toyota|Land Cruiser 300']) });
      expect(crumbs).toEqual([
        { label: 'Home', href: '/' },
        { label: 'Used Cars', href: '/search/used-cars' },
        { label: 'Toyota', href: '/search/toyota' },
        { label: 'Land Cruiser 300', href: '/search/toyota/land-cruiser-300' },
        { label: 'SUV', href: '/search/suv' },
        { label: '2022 Toyota Land Cruiser 300 GX' },
      ]);
    });
    it('leaves the model out when it is not in the stock model list', () => {
      const crumbs = carBreadcrumbs(car, { prefix: 'search', stockModels: new Set() });
      expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Used Cars', 'Toyota', 'SUV', car.name]);
    });
    it('uses /used-car/ on sites with that prefix', () => {
      const crumbs = carBreadcrumbs(car, { prefix: 'used-car', stockModels: new Set() });
      expect(crumbs[1]).toEqual({ label: 'Used Cars', href: '/used-car' });
    });
    it('omits the body level when the car has none', () => {
      const crumbs = carBreadcrumbs({ ...car, simple_body: undefined }, { prefix: 'search', stockModels: new Set() });
      expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Used Cars', 'Toyota', car.name]);
    });
  });
  it('plain pages end with the unlinked title', () => {
    expect(pageBreadcrumbs('About Us')).toEqual([{ label: 'Home', href: '/' }, { label: 'About Us' }]);
  });
  it('slugify makes URL-safe segments', () => {
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify('Land Cruiser 300')).toBe('land-cruiser-300');
    expect(slugify('Ute & Cab Chassis')).toBe('ute-cab-chassis');
  });
});
