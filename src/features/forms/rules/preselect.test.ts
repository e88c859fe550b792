import { describe, expect, it } from 'vitest';
import type { DealershipChoice, FormContext } from './form-context.ts';
import { carDealership, offeredLocations, preselectedDealership, withChosenDealership } from './preselect.ts';

const loc = (
  id: number,
  dealership_slug: string,
  location_type: DealershipChoice['location_type'],
  visible = true,
): DealershipChoice => ({
  id,
  name: `Location ${id}`,
  location_type,
  visible,
  manufacturers: [],
  dealership_slug,
  address: { city: 'Brisbane', lat: -27.4, long: 153 },
});
const LOCATIONS = [
  loc(1, 'north', 'service'),
  loc(2, 'north', 'sales'),
  loc(3, 'south', 'sales'),
  loc(4, 'hidden', 'sales', false),
];
const params = (query: string) => new URLSearchParams(query);

describe('a location chosen before the island woke', () => {
  it('brings its dealership with it (the page only held location_id: the replayed submit said to pick one)', () => {
    expect(withChosenDealership({ location_id: '3', name: 'Ann' }, LOCATIONS)).toEqual({
      location_id: '3',
      name: 'Ann',
      dealership_slug: 'south',
    });
    expect(withChosenDealership({ name: 'Ann' }, LOCATIONS)).toEqual({ name: 'Ann' });
    expect(withChosenDealership({ location_id: '' }, LOCATIONS)).toEqual({ location_id: '', dealership_slug: '' });
  });
});

describe('context carried through: the dealership a link asks for', () => {
  it('?location_id=N (Enquire Now on a location card) preselects that location and its dealership', () => {
    expect(preselectedDealership(params('location_id=3'), LOCATIONS)).toEqual({
      location_id: '3',
      dealership_slug: 'south',
    });
    expect(preselectedDealership(params('location_id=1'), LOCATIONS)).toEqual({
      location_id: '1',
      dealership_slug: 'north',
    });
  });

  it('?dealership= and ?preferredDealership= preselect the dealership, its sales location first', () => {
    expect(preselectedDealership(params('dealership=north'), LOCATIONS)).toEqual({
      location_id: '2',
      dealership_slug: 'north',
    });
    expect(preselectedDealership(params('preferredDealership=south'), LOCATIONS)).toEqual({
      location_id: '3',
      dealership_slug: 'south',
    });
  });

  it('unknown, hidden or malformed values preselect nothing', () => {
    for (const q of [
      '',
      'location_id=99',
      'location_id=4',
      'location_id=abc',
      'dealership=nowhere',
      'dealership=hidden',
    ])
      expect(preselectedDealership(params(q), LOCATIONS), q).toBeUndefined();
  });

  it("a link preselects only what the site's dropdown offers (excluded ids, the fixed list, the form's type)", () => {
    const dropdown: FormContext['dropdown'] = {
      order: [],
      dropdownFilter: 'all',
      dropdownFixedIds: [],
      dropdownExcludedIds: [3],
      dropdownShowsCity: false,
    };
    const excluding = offeredLocations({ locations: LOCATIONS, dropdown });
    expect(preselectedDealership(params('location_id=3'), excluding)).toBeUndefined();
    expect(preselectedDealership(params('dealership=south'), excluding)).toBeUndefined();
    expect(preselectedDealership(params('location_id=2'), excluding)).toEqual({
      location_id: '2',
      dealership_slug: 'north',
    });
    const fixed = offeredLocations({
      locations: LOCATIONS,
      dropdown: { ...dropdown, dropdownFilter: 'fixed', dropdownFixedIds: [1, 4], dropdownExcludedIds: [] },
    });
    expect(fixed.map((l) => l.id)).toEqual([1]);
    const sales = offeredLocations({
      locations: LOCATIONS,
      dropdown: { ...dropdown, dropdownFilter: 'type', dropdownExcludedIds: [] },
      types: ['sales'],
    });
    expect(preselectedDealership(params('dealership=north'), sales)).toEqual({
      location_id: '2',
      dealership_slug: 'north',
    });
    expect(preselectedDealership(params('location_id=1'), sales)).toBeUndefined();
  });

  it("a car's own location is preselected when the shopper could pick it", () => {
    expect(carDealership({ location_id: 3, dealership_slug: 'south' }, LOCATIONS)).toEqual({
      location_id: '3',
      dealership_slug: 'south',
    });
    expect(carDealership({ location_id: 4, dealership_slug: 'hidden' }, LOCATIONS)).toBeUndefined();
    expect(carDealership(undefined, LOCATIONS)).toBeUndefined();
  });
});
