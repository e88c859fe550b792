import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '../../../config/site/search.ts';
import { stateToUrl, urlToState, type RoutingContext } from './routing.ts';
import { changeFilters, EMPTY_SEARCH_STATE, refine, type SearchState } from './search-state.ts';

const context: RoutingContext = {
  makes: ['Toyota', 'Land Rover', 'Mazda'],
  models: { Toyota: ['Corolla', 'HiLux'], 'Land Rover': ['Defender'], Mazda: ['CX-5'] },
  dealershipSlugs: ['southside-toyota'],
  locations: [{ slug: 'northside-mazda-chermside', name: 'Northside Mazda' }],
  bodies: ['SUV', 'Cab Chassis'],
};
const read = (href: string) => urlToState(new URL(href, 'https://dealer.example'), context);
const state = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...patch });

describe('path routes', () => {
  it.each([
    ['/search/new-used-and-demo-cars', {}],
    ['/search/used-cars', { car_type: ['used'] }],
    ['/search/new-and-demo-cars', { car_type: ['new', 'demo'] }],
    ['/search/demo-cars', { car_type: ['demo'] }],
    ['/search/new-cars', { car_type: ['new'] }],
    ['/search/land-rover', { make: ['Land Rover'] }],
    ['/search/toyota/hilux', { make: ['Toyota'], model: ['HiLux'] }],
    ['/search/southside-toyota', { dealership_slug: ['southside-toyota'] }],
    ['/search/northside-mazda-chermside', { location_name: ['Northside Mazda'] }],
    ['/search/cab-chassis', { body: ['Cab Chassis'] }],
    ['/search/unknown-thing', {}],
  ])('%s reads as %j', (path, refinements) => {
    expect(read(path).refinements).toEqual(refinements);
  });
  it('reads /special-offers as the offers search', () => {
    expect(read('/special-offers?make=Toyota')).toMatchObject({ offers: true, refinements: { make: ['Toyota'] } });
  });
});

describe('search parameters', () => {
  it('reads query, page, sortBy, facets, price min:max and the location filter', () => {
    const parsed = read(
      '/search/used-cars?query=hilux&page=3&sortBy=lowestPrice&body=Ute&body=SUV&price=5000:25000&km=:50000&locationId=12&locationType=sales&userLocation=4000&lat=-27.47&lng=153.02&radius=50',
    );
    expect(parsed).toEqual(
      state({
        query: 'hilux',
        page: 3,
        sortBy: 'lowestPrice',
        refinements: { car_type: ['used'], body: ['Ute', 'SUV'] },
        ranges: { price: { min: 5000, max: 25000 }, km: { max: 50000 } },
        location: {
          locationId: '12',
          locationType: 'sales',
          userLocation: '4000',
          lat: -27.47,
          lng: 153.02,
          radius: 50,
        },
      }),
    );
  });
  it('ignores bad page and sortBy values', () => {
    expect(read('/search/used-cars?page=abc&sortBy=cheapest')).toMatchObject({ page: 1, sortBy: 'mostRelevant' });
  });
  it('keeps the map view in view=map; any other value is the list', () => {
    expect(read('/search/used-cars?page=2&view=map')).toMatchObject({ page: 2, view: 'map' });
    expect(read('/search/used-cars?view=grid').view).toBe('list');
    expect(stateToUrl(state({ view: 'map', page: 2 }), context)).toBe('/search/new-used-and-demo-cars?page=2&view=map');
    expect(stateToUrl(state({ view: 'list' }), context)).toBe('/search/new-used-and-demo-cars');
  });
  it('writes the shortest URL: path carries make and model, the rest are parameters', () => {
    const url = stateToUrl(
      state({
        refinements: { make: ['Toyota'], model: ['HiLux'], car_type: ['used'] },
        ranges: { price: { min: 5000, max: 25000 } },
        page: 2,
      }),
      context,
    );
    expect(url).toBe('/search/toyota/hilux?car_type=used&price=5000:25000&page=2');
  });
  it('writes the default path for an empty state and /special-offers for offers', () => {
    expect(stateToUrl(EMPTY_SEARCH_STATE, context)).toBe('/search/new-used-and-demo-cars');
    expect(stateToUrl(state({ offers: true }), context)).toBe('/special-offers');
  });
  it('removes the page parameter when a filter changes', () => {
    const onPage3 = state({ page: 3, refinements: { make: ['Toyota'] } });
    expect(stateToUrl(refine(onPage3, 'body', ['Ute']), context)).toBe('/search/toyota?body=Ute');
    expect(changeFilters(onPage3, { ranges: { price: { min: 5000, max: 9000 } } }).page).toBe(1);
  });
});

describe('URL and state round trip', () => {
  const facetValues = fc.uniqueArray(fc.constantFrom('Toyota', 'Land Rover', 'Mazda', 'Kia'), {
    minLength: 1,
    maxLength: 3,
  });
  const arbitraryState = fc.record({
    query: fc.constantFrom('', 'hilux', 'cx 5', 'a&b=c'),
    page: fc.integer({ min: 1, max: 9 }),
    sortBy: fc.constantFrom(...SORT_OPTIONS),
    refinements: fc.record(
      {
        make: facetValues,
        model: fc.constantFrom(['HiLux'], ['Defender'], ['CX-5', 'Corolla']),
        car_type: fc.subarray(['new', 'used', 'demo'], { minLength: 1 }),
        body: fc.constantFrom(['Ute'], ['SUV', 'Hatch'], ['SUV']),
        dealership_slug: fc.constantFrom(['southside-toyota']),
        location_name: fc.constantFrom(['Northside Mazda'], ['Elsewhere']),
      },
      { requiredKeys: [] },
    ),
    ranges: fc.record(
      {
        price: fc.constantFrom({ min: 5000, max: 25000 }, { min: 5000 }, { max: 9000 }),
        year: fc.constantFrom({ min: 2018 }),
      },
      { requiredKeys: [] },
    ),
    location: fc.record(
      {
        locationId: fc.constantFrom('12'),
        lat: fc.constantFrom(-27.47),
        lng: fc.constantFrom(153.02),
        radius: fc.constantFrom(50),
      },
      { requiredKeys: [] },
    ),
    offers: fc.boolean(),
    view: fc.constantFrom('list', 'map'),
  });
  const normalise = (s: SearchState) => ({
    ...s,
    refinements: Object.fromEntries(Object.entries(s.refinements).map(([k, v]) => [k, [...v].sort()])),
  });

  it('urlToState(stateToUrl(state)) gives the state back', () => {
    fc.assert(
      fc.property(arbitraryState, (generated) => {
        const original = generated as SearchState;
        expect(normalise(read(stateToUrl(original, context)))).toEqual(normalise(original));
      }),
      { numRuns: 300 },
    );
  });
  it('stateToUrl(urlToState(url)) is stable for canonical URLs', () => {
    for (const url of [
      '/search/toyota/hilux?body=Ute&page=2',
      '/search/used-cars?price=5000:25000&sortBy=latest',
      '/search/southside-toyota',
      '/search/suv',
      '/search/used-cars?body=SUV',
      '/special-offers?make=Kia',
      '/search/toyota?page=2&view=map',
    ]) {
      expect(stateToUrl(read(url), context)).toBe(url);
    }
  });
});
