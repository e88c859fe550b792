import type { SortOption } from '../../../config/site/search.ts';

/** A numeric range filter; a missing bound is open. */
export interface RangeFilter {
  min?: number;
  max?: number;
}

/** spec: location filter URL parameters. */
export interface LocationFilter {
  locationId?: string;
  locationType?: string;
  userLocation?: string;
  lat?: number;
  lng?: number;
  /** Radius in km around lat/lng. */
  radius?: number;
}

/** How results are shown: the card grid, or a map next to a list (spec: map list). */
export type ResultsView = 'list' | 'map';

/** spec: search state. What the URL holds, independent of the path it came from. */
export interface SearchState {
  query: string;
  /** 1-based page number. */
  page: number;
  sortBy: SortOption;
  /** Facet values ORed per facet, ANDed across facets (make, model, car_type, body, ...). */
  refinements: Record<string, string[]>;
  /** Numeric ranges (price, km, year, ...). */
  ranges: Record<string, RangeFilter>;
  location: LocationFilter;
  /** The /special-offers search. */
  offers: boolean;
  /** URL parameter `view=map`; 'list' when absent. */
  view: ResultsView;
}

export const EMPTY_SEARCH_STATE: SearchState = {
  query: '',
  page: 1,
  sortBy: 'mostRelevant',
  refinements: {},
  ranges: {},
  location: {},
  offers: false,
  view: 'list',
};

/** Applies a filter change; the page goes back to 1 (spec: page parameter removed when a filter changes). */
export function changeFilters(state: SearchState, change: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...change, page: 1 };
}

/** Sets one facet's values (empty clears it) and resets the page. */
export function refine(state: SearchState, facet: string, values: readonly string[]): SearchState {
  const refinements = { ...state.refinements };
  if (values.length === 0) delete refinements[facet];
  else refinements[facet] = [...values];
  return changeFilters(state, { refinements });
}

/** Range as the URL writes it: 'min:max' with an empty side for an open bound ('5000:', ':25000'). */
export function formatRange(range: RangeFilter): string {
  return `${range.min ?? ''}:${range.max ?? ''}`;
}

/** Reads 'min:max'; null when neither side is a number. */
export function parseRange(text: string): RangeFilter | null {
  const [low = '', high = ''] = text.split(':');
  const range: RangeFilter = {};
  if (low.trim() !== '' && Number.isFinite(Number(low))) range.min = Number(low);
  if (high.trim() !== '' && Number.isFinite(Number(high))) range.max = Number(high);
  return range.min === undefined && range.max === undefined ? null : range;
}
