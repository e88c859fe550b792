import { describe, expect, it } from 'vitest';
import { fixtureTenant } from '../../../../tests/support/fixture-tenants.ts';
import { pageConfigOf } from './page-config.ts';

describe('search page config', () => {
  it('places every location holding cars, car-buying centres included, for the radius filter, distances and the map pins', () => {
    const tenant = fixtureTenant('multi-franchise');
    const buying = tenant.locations.filter((location) => location.location_type === 'car-buying');
    const service = tenant.locations.find((location) => location.location_type === 'service');
    expect(buying.length).toBeGreaterThan(0);
    const stockLocationIds = [...buying.map((location) => location.id), ...(service ? [service.id] : [])].slice(0, 2);
    const config = pageConfigOf(tenant, {
      routing: { makes: [], models: {}, dealershipSlugs: [], locations: [] },
      offers: false,
      offerTags: [],
      indexVersion: 'v',
      typesense: null,
      stockLocationIds,
      stockNowSeconds: 0,
      noun: { one: 'car', many: 'cars' },
    });
    const byId = (a: number, b: number) => a - b;
    expect(config.locations.map((location) => location.id).sort(byId)).toEqual([...stockLocationIds].sort(byId));
    expect(config.map?.tiles.url).toBe(tenant.site.maps.tileUrl);
  });
});
