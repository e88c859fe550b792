import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, type SearchState } from './search-state.ts';
import { searchStateToUiState, uiStateToSearchState } from './ui-state-mapping.ts';

describe('URL state and InstantSearch UiState', () => {
  const state: SearchState = {
    ...EMPTY_SEARCH_STATE,
    query: 'hilux',
    page: 3,
    sortBy: 'lowestPrice',
    refinements: { make: ['Toyota'], body: ['Ute', 'SUV'] },
    ranges: { price: { min: 5000, max: 25000 }, km: { max: 50000 } },
    location: { lat: -27.47, lng: 153.02, radius: 50, userLocation: '4000' },
  };
  it('maps sortBy to the replica index and ranges to min:max', () => {
    expect(searchStateToUiState(state)).toEqual({
      query: 'hilux',
      page: 3,
      sortBy: 'cars_price_asc',
      refinementList: { make: ['Toyota'], body: ['Ute', 'SUV'] },
      range: { price: '5000:25000', km: ':50000' },
    });
  });
  it('round-trips with the location filter and the view kept outside', () => {
    const onMap: SearchState = { ...state, view: 'map' };
    expect(searchStateToUiState(onMap)).toEqual(searchStateToUiState(state));
    expect(uiStateToSearchState(searchStateToUiState(onMap), onMap)).toEqual(onMap);
  });
  it('reads an empty UiState as the default search', () => {
    expect(uiStateToSearchState({}, { location: {}, offers: false, view: 'list' })).toEqual(EMPTY_SEARCH_STATE);
  });
});
