import { describe, expect, it } from 'vitest';
import { groupByAddress, locationTypeOptions } from './address-groups.ts';
import { makeLocation } from './fixtures/spec-locations.ts';

const shared = {
  street: '12 Gympie Road',
  city: 'Strathpine',
  state: 'QLD' as const,
  postcode: '4500',
  lat: -27.3,
  long: 152.99,
};
const sales = makeLocation({ id: 1, name: 'Pine Rivers Sales', location_type: 'sales', address: shared });
const service = makeLocation({
  id: 2,
  name: 'Pine Rivers Service',
  location_type: 'service',
  address: { ...shared, street: '12  gympie road' },
});
const parts = makeLocation({ id: 3, name: 'Pine Rivers Parts', location_type: 'parts', address: shared });
const elsewhere = makeLocation({
  id: 4,
  name: 'Coast Sales',
  address: { ...shared, street: '1 Nicklin Way', postcode: '4575' },
});

describe('shared addresses', () => {
  describe('spec: several locations share one address', () => {
    it('groups by street and postcode, each group ordered sales, service, parts', () => {
      expect(groupByAddress([parts, elsewhere, service, sales]).map((g) => g.map((l) => l.id))).toEqual([
        [1, 2, 3],
        [4],
      ]);
    });
  });

  describe('spec: the Opening Hours panel has a selector for location type', () => {
    it('offers Sales, Service, Parts with the current one selected', () => {
      expect(locationTypeOptions(service, [parts, elsewhere, service, sales])).toEqual([
        { locationId: 1, type: 'sales', label: 'Sales', selected: false },
        { locationId: 2, type: 'service', label: 'Service', selected: true },
        { locationId: 3, type: 'parts', label: 'Parts', selected: false },
      ]);
    });

    it('shows no selector for a location alone at its address', () => {
      expect(locationTypeOptions(elsewhere, [parts, elsewhere, service, sales])).toEqual([]);
    });
  });
});
