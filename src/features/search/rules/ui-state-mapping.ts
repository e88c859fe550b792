import { SORT_OPTIONS, type SortOption } from '../../../config/site/search.ts';
import { replicaIndexName, sortOptionOf } from './engine/sort-orders.ts';
import { formatRange, parseRange, type SearchState } from './search-state.ts';

/** The part of InstantSearch's UiState for one index that the search page uses. */
export interface IndexUiState {
  query?: string;
  /** 1-based, as InstantSearch keeps it. */
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  range?: Record<string, string>;
  [other: string]: unknown;
}

export const BASE_INDEX = 'cars';

/** URL search state to InstantSearch UiState (the location filter lives outside it, see location-store.ts). */
export function searchStateToUiState(state: SearchState): IndexUiState {
  const ui: IndexUiState = {};
  if (state.query !== '') ui.query = state.query;
  if (state.page > 1) ui.page = state.page;
  if (state.sortBy !== 'mostRelevant') ui.sortBy = replicaIndexName(BASE_INDEX, state.sortBy);
  const lists = Object.entries(state.refinements).filter(([, values]) => values.length > 0);
  if (lists.length > 0) ui.refinementList = Object.fromEntries(lists.map(([name, values]) => [name, [...values]]));
  const ranges = Object.entries(state.ranges).filter(([, range]) => range.min !== undefined || range.max !== undefined);
  if (ranges.length > 0) ui.range = Object.fromEntries(ranges.map(([name, range]) => [name, formatRange(range)]));
  return ui;
}

/** InstantSearch UiState, plus what the island keeps outside it (location filter, offers flag, view), to URL search state. */
export function uiStateToSearchState(
  ui: IndexUiState,
  kept: Pick<SearchState, 'location' | 'offers' | 'view'>,
): SearchState {
  const sort = ui.sortBy === undefined ? 'mostRelevant' : sortOptionOf(ui.sortBy, BASE_INDEX);
  const ranges: SearchState['ranges'] = {};
  for (const [name, text] of Object.entries(ui.range ?? {})) {
    const range = parseRange(text);
    if (range !== null) ranges[name] = range;
  }
  const refinements: SearchState['refinements'] = {};
  for (const [name, values] of Object.entries(ui.refinementList ?? {}))
    if (values.length > 0) refinements[name] = [...values];
  return {
    query: ui.query ?? '',
    page: ui.page !== undefined && ui.page > 1 ? ui.page : 1,
    sortBy: (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : 'mostRelevant',
    refinements,
    ranges,
    location: { ...kept.location },
    offers: kept.offers,
    view: kept.view,
  };
}
