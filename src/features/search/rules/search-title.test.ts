import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, type SearchState } from './search-state.ts';
import { VEHICLES } from './stock-noun.ts';
import { searchTitle } from './search-title.ts';

const titled = (refinements: SearchState['refinements'], extra: Partial<SearchState> = {}) =>
  searchTitle(
    { ...EMPTY_SEARCH_STATE, refinements, ...extra },
    { 'harbourside-kia-essendon': 'Harbourside Kia Essendon' },
  );

describe('search heading', () => {
  it('names the make and model, the type, the body and the location of the search', () => {
    expect(titled({})).toBe('New, Used and Demo Cars');
    expect(titled({ make: ['Toyota'] })).toBe('Toyota for Sale');
    expect(titled({ make: ['Toyota'], model: ['Corolla'] })).toBe('Toyota Corolla for Sale');
    expect(titled({ car_type: ['used'] })).toBe('Used Cars');
    expect(titled({ car_type: ['new', 'demo'] })).toBe('New and Demo Cars');
    expect(titled({ body: ['SUV'] })).toBe('SUV for Sale');
    expect(titled({ location_name: ['Springwood'] })).toBe('Stock at Springwood');
    expect(titled({}, { offers: true })).toBe('Special Offers');
  });
  it("names a dealership's stock unless a make is chosen too", () => {
    expect(titled({ dealership_slug: ['harbourside-kia-essendon'] })).toBe('Harbourside Kia Essendon Stock');
    expect(titled({ dealership_slug: ['harbourside-kia-essendon'], make: ['Kia'] })).toBe('Kia for Sale');
    expect(titled({ dealership_slug: ['unknown-dealer'] })).toBe('Dealer Stock');
  });
  it("names a caravan and motorcycle dealer's stock vehicles", () => {
    const vehicles = (refinements: SearchState['refinements']) =>
      searchTitle({ ...EMPTY_SEARCH_STATE, refinements }, {}, VEHICLES);
    expect(vehicles({})).toBe('New, Used and Demo Vehicles');
    expect(vehicles({ car_type: ['used'] })).toBe('Used Vehicles');
    expect(vehicles({ car_type: ['new', 'demo'] })).toBe('New and Demo Vehicles');
  });
});
