import { describe, expect, it } from 'vitest';
import { loadTenant } from './load-tenant.ts';
import { carBreadcrumbs } from '../features/shell/rules/breadcrumbs.ts';
import { routeAliases } from './route-aliases.ts';

describe('route aliases', () => {
  const { locations } = loadTenant('harbourside');
  const aliases = routeAliases({ locations, parts: [] });
  const visible = locations.filter((location) => location.visible);

  it('sends the contact alias, and the parts search of a tenant without a parts catalogue, to the pages that serve them', () => {
    expect(aliases['/contact-us']).toBe('/contact');
    expect(aliases['/parts/search']).toBe('/vehicle-parts-and-accessories');
  });
  it('leaves /parts/search to the parts catalogue search where the tenant has a catalogue', () => {
    const parts = [
      { part_number: '90915-YZZD1', description: 'Oil Filter', make: 'Toyota', models: [], category: 'Filters' },
    ];
    expect(routeAliases({ locations, parts })['/parts/search']).toBeUndefined();
  });
  it("answers /used-car, the car breadcrumb's type step on 'used-car' sites, with the used-car search", () => {
    expect(
      carBreadcrumbs(
        { car_type: 'used', make: 'Kia', model: 'Rio', name: 'Kia Rio' },
        { prefix: 'used-car', stockModels: new Set() },
      )[1]?.href,
    ).toBe('/used-car');
    expect(aliases['/used-car']).toBe('/search/used-cars');
  });
  it('sends /locations/{slug} and /contact-us/{slug} to the location page, a dealership slug to its first location', () => {
    const first = visible[0]!;
    expect(aliases[`/locations/${first.slug}`]).toBe(`/our-location/${first.slug}`);
    expect(aliases[`/contact-us/${first.slug}`]).toBe(`/our-location/${first.slug}`);
    const dealership = visible.find((location) => location.dealership_slug !== location.slug)!;
    const firstOfDealership = visible.find((location) => location.dealership_slug === dealership.dealership_slug)!;
    expect(aliases[`/locations/${dealership.dealership_slug}`]).toBe(`/our-location/${firstOfDealership.slug}`);
  });
  it('leaves hidden locations out', () => {
    const hidden = { ...visible[0]!, slug: 'hidden-yard', dealership_slug: 'hidden-dealer', visible: false };
    const withHidden = routeAliases({ locations: [...locations, hidden], parts: [] });
    expect(withHidden['/locations/hidden-yard']).toBeUndefined();
    expect(withHidden['/locations/hidden-dealer']).toBeUndefined();
    expect(withHidden['/contact-us/hidden-yard']).toBeUndefined();
  });
});
