import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LocationsDisplaySchema } from '../../../config/site/locations-display.ts';
import { makeLocation } from './fixtures/spec-locations.ts';
import { autoSelectedId, buildLocationDropdown, dealershipOptions } from './location-dropdown.ts';

const rules = (input: v.InferInput<typeof LocationsDisplaySchema> = {}) => v.parse(LocationsDisplaySchema, input);
const city = (name: string) => ({
  street: '1 Road',
  city: name,
  state: 'QLD' as const,
  postcode: '4000',
  lat: -27.4,
  long: 153,
});

const locations = [
  makeLocation({ id: 1, name: 'Toyota Sales', manufacturers: ['Toyota'], address: city('Ipswich') }),
  makeLocation({ id: 2, name: 'Mazda Sales', manufacturers: ['Mazda', 'Kia'], address: city('Springwood') }),
  makeLocation({
    id: 3,
    name: 'Group Service',
    location_type: 'service',
    manufacturers: ['Toyota', 'Mazda'],
    address: city('Ipswich'),
  }),
  makeLocation({ id: 4, name: 'Hidden Sales', manufacturers: ['Toyota'], visible: false }),
  makeLocation({ id: 5, name: 'Ipswich Parts', location_type: 'parts', address: city('Ipswich') }),
];
const values = (list: { value: number }[]): number[] => list.map((o) => o.value);

describe('location dropdown', () => {
  describe('spec: filters by make (manufacturers list), by location type or by a fixed list', () => {
    it('all visible locations by name by default', () => {
      expect(values(buildLocationDropdown(locations, rules()))).toEqual([3, 5, 2, 1]);
    });

    it("always offers the car's own location, whatever makes it lists (a used Mazda at the Toyota dealer)", () => {
      expect(
        values(
          buildLocationDropdown(locations, rules({ dropdownFilter: 'make' }), { make: 'Mazda', carLocationId: 1 }),
        ),
      ).toEqual([3, 2, 1]);
      expect(
        values(
          buildLocationDropdown(locations, rules({ dropdownFilter: 'make' }), { make: 'Mazda', carLocationId: 4 }),
        ),
      ).toEqual([3, 2]);
    });

    it('by make, case-insensitive', () => {
      expect(values(buildLocationDropdown(locations, rules({ dropdownFilter: 'make' }), { make: 'toyota' }))).toEqual([
        3, 1,
      ]);
    });

    it('by type', () => {
      expect(
        values(buildLocationDropdown(locations, rules({ dropdownFilter: 'type' }), { types: ['service', 'parts'] })),
      ).toEqual([3, 5]);
    });

    it('by a fixed list, hidden ones still left out', () => {
      expect(
        values(buildLocationDropdown(locations, rules({ dropdownFilter: 'fixed', dropdownFixedIds: [2, 4] }))),
      ).toEqual([2]);
    });
  });

  describe("a form's dropdown is never empty", () => {
    it("keeps the site's filter while it leaves a location", () => {
      expect(
        values(dealershipOptions(locations, rules({ dropdownFilter: 'type' }), { types: ['sales'], make: 'Kia' })),
      ).toEqual([2, 1]);
      expect(values(dealershipOptions(locations, rules({ dropdownFilter: 'make' }), { make: 'Kia' }))).toEqual([2]);
    });

    it("no location sells the car's make: the locations of the site's filter without the make", () => {
      expect(values(dealershipOptions(locations, rules({ dropdownFilter: 'make' }), { make: 'Suzuki' }))).toEqual([
        3, 5, 2, 1,
      ]);
    });

    it('no location of the type the form wants (a parts order where no location is a parts centre): every location', () => {
      const noParts = locations.filter((l) => l.location_type !== 'parts');
      expect(values(dealershipOptions(noParts, rules({ dropdownFilter: 'type' }), { types: ['parts'] }))).toEqual([
        3, 2, 1,
      ]);
    });

    it('an empty fixed list: every location, still without the excluded ones', () => {
      expect(
        values(dealershipOptions(locations, rules({ dropdownFilter: 'fixed', dropdownExcludedIds: [3] }), {})),
      ).toEqual([5, 2, 1]);
    });
  });

  describe('spec: excludes fixed location ids on one site', () => {
    it('drops the excluded ids', () => {
      expect(values(buildLocationDropdown(locations, rules({ dropdownExcludedIds: [1, 3, 5, 99] })))).toEqual([2]);
    });
  });

  describe('spec: can show city names', () => {
    it('adds the city unless the name has it', () => {
      expect(buildLocationDropdown(locations, rules({ dropdownShowsCity: true })).map((o) => o.label)).toEqual([
        'Group Service (Ipswich)',
        'Ipswich Parts',
        'Mazda Sales (Springwood)',
        'Toyota Sales (Ipswich)',
      ]);
    });
  });

  describe('spec: a dropdown with exactly one option selects it once', () => {
    const one = buildLocationDropdown(locations, rules({ dropdownFilter: 'make' }), { make: 'Kia' });

    it('selects the only option', () => {
      expect(autoSelectedId(one)).toBe(2);
    });

    it('does not select again once applied, nor with several options', () => {
      expect(autoSelectedId(one, true)).toBeUndefined();
      expect(autoSelectedId(buildLocationDropdown(locations, rules()))).toBeUndefined();
      expect(autoSelectedId([])).toBeUndefined();
    });
  });
});
