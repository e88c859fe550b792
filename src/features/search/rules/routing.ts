import { SORT_OPTIONS, type SortOption } from '../../../config/site/search.ts';
import { EMPTY_SEARCH_STATE, formatRange, parseRange, type LocationFilter, type SearchState } from './search-state.ts';

/** What the tenant has, to read and write path segments. */
export interface RoutingContext {
  makes: readonly string[];
  /** Models by make. */
  models: Readonly<Record<string, readonly string[]>>;
  dealershipSlugs: readonly string[];
  locations: readonly { slug: string; name: string }[];
  /** Body types with their own path (/search/{body}, the body facet tiles). Default: none. */
  bodies?: readonly string[];
  /** Default: '/search/new-used-and-demo-cars'. */
  defaultPath?: string;
}

export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars';
export const OFFERS_PATH = '/special-offers';

/** Facets whose values sit in the URL as repeated parameters (`make=Toyota&make=Mazda`). */
const LIST_PARAMS = [
  'make',
  'model',
  'make_model',
  'badge',
  'car_type',
  'body',
  'colour',
  'drive',
  'fuel',
  'transmission',
  'seats',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'dealership_slug',
  'tag',
  'certified',
  'filtered_features',
  'item_type',
  'categories',
  'status',
  'price_range',
  'weekly_price_range',
] as const;
/** Numeric ranges written as 'min:max'. */
const RANGE_PARAMS = ['price', 'km', 'year', 'subscription_price', 'created_at_timestamp'] as const;
const LOCATION_TEXT = ['locationId', 'locationType', 'userLocation'] as const;
const LOCATION_NUMBERS = ['lat', 'lng', 'radius'] as const;

/** URL slug of a make, model or type ('Land Rover' gives 'land-rover'). */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const TYPE_PATHS: Record<string, string[]> = {
  'new-used-and-demo-cars': [],
  'used-cars': ['used'],
  'new-and-demo-cars': ['new', 'demo'],
  'new-cars': ['new'],
  'demo-cars': ['demo'],
};

/** The refinements a search path stands for; null when the path is not a search path of this tenant. */
export function pathRefinements(pathname: string, context: RoutingContext): Record<string, string[]> | null {
  const segments = pathname
    .replace(/\/+$/, '')
    .split('/')
    .filter((part) => part !== '')
    .map(decodeURIComponent);
  if (segments[0] !== 'search' || segments.length < 2 || segments.length > 3) return null;
  const [, first = '', second] = segments;
  if (second === undefined && first in TYPE_PATHS) {
    const types = TYPE_PATHS[first] ?? [];
    return types.length === 0 ? {} : { car_type: types };
  }
  const make = context.makes.find((name) => slugOf(name) === first);
  if (make !== undefined) {
    if (second === undefined) return { make: [make] };
    const model = (context.models[make] ?? []).find((name) => slugOf(name) === second);
    return model === undefined ? null : { make: [make], model: [model] };
  }
  if (second !== undefined) return null;
  if (context.dealershipSlugs.includes(first)) return { dealership_slug: [first] };
  const location = context.locations.find((entry) => entry.slug === first);
  if (location !== undefined) return { location_name: [location.name] };
  const body = context.bodies?.find((name) => slugOf(name) === first);
  return body === undefined ? null : { body: [body] };
}

/** Reads a URL (path and search parameters) into search state. Unknown paths read as the default search. */
export function urlToState(url: URL, context: RoutingContext): SearchState {
  const params = url.searchParams;
  const offers = url.pathname.replace(/\/+$/, '') === OFFERS_PATH;
  const refinements: Record<string, string[]> = offers ? {} : { ...(pathRefinements(url.pathname, context) ?? {}) };
  for (const name of LIST_PARAMS) {
    const values = params.getAll(name).filter((value) => value !== '');
    if (values.length > 0) refinements[name] = [...new Set([...(refinements[name] ?? []), ...values])];
  }
  const ranges: SearchState['ranges'] = {};
  for (const name of RANGE_PARAMS) {
    const range = parseRange(params.get(name) ?? '');
    if (range !== null) ranges[name] = range;
  }
  const location: LocationFilter = {};
  for (const name of LOCATION_TEXT) {
    const value = params.get(name);
    if (value !== null && value !== '') location[name] = value;
  }
  for (const name of LOCATION_NUMBERS) {
    const value = Number(params.get(name) ?? NaN);
    if (params.get(name) !== null && Number.isFinite(value)) location[name] = value;
  }
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const sort = params.get('sortBy') ?? '';
  return {
    ...EMPTY_SEARCH_STATE,
    query: params.get('query') ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
    sortBy: (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : 'mostRelevant',
    refinements,
    ranges,
    location,
    offers,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The path for the refinements, and which refinements it already carries. */
function choosePath(state: SearchState, context: RoutingContext): { path: string; carried: Record<string, string[]> } {
  const fallback = context.defaultPath ?? DEFAULT_SEARCH_PATH;
  if (state.offers) return { path: OFFERS_PATH, carried: {} };
  const single = (facet: string): string | undefined => {
    const values = state.refinements[facet];
    return values?.length === 1 ? values[0] : undefined;
  };
  const candidates: string[] = [];
  const make = single('make');
  const model = single('model');
  if (make !== undefined && model !== undefined) candidates.push(`/search/${slugOf(make)}/${slugOf(model)}`);
  if (make !== undefined) candidates.push(`/search/${slugOf(make)}`);
  const types = [...(state.refinements['car_type'] ?? [])].sort().join(',');
  for (const [slug, list] of Object.entries(TYPE_PATHS))
    if (list.length > 0 && [...list].sort().join(',') === types) candidates.push(`/search/${slug}`);
  const dealership = single('dealership_slug');
  if (dealership !== undefined) candidates.push(`/search/${dealership}`);
  const locationName = single('location_name');
  const location = context.locations.find((entry) => entry.name === locationName);
  if (location !== undefined) candidates.push(`/search/${location.slug}`);
  const body = single('body');
  if (body !== undefined) candidates.push(`/search/${slugOf(body)}`);
  // A path is used only if it reads back as exactly the refinements it stands for.
  for (const path of candidates) {
    const carried = pathRefinements(path, context);
    if (
      carried !== null &&
      Object.entries(carried).every(([facet, values]) => sameValues(values, state.refinements[facet] ?? []))
    )
      return { path, carried };
  }
  return { path: fallback, carried: pathRefinements(fallback, context) ?? {} };
}

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
}

/** Writes search state as a root-relative URL (path plus search parameters), shortest form. */
export function stateToUrl(state: SearchState, context: RoutingContext): string {
  const { path, carried } = choosePath(state, context);
  const params = new URLSearchParams();
  if (state.query !== '') params.set('query', state.query);
  for (const name of LIST_PARAMS) {
    const values = state.refinements[name];
    if (values === undefined || name in carried) continue;
    for (const value of values) params.append(name, value);
  }
  for (const name of RANGE_PARAMS) {
    const range = state.ranges[name];
    if (range !== undefined && (range.min !== undefined || range.max !== undefined))
      params.set(name, formatRange(range));
  }
  for (const name of [...LOCATION_TEXT, ...LOCATION_NUMBERS]) {
    const value = state.location[name];
    if (value !== undefined) params.set(name, String(value));
  }
  if (state.sortBy !== 'mostRelevant') params.set('sortBy', state.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view === 'map') params.set('view', 'map');
  // ':' is legal in a query string; keep 'min:max' readable.
  const search = params.toString().replace(/%3A/g, ':');
  return search === '' ? path : `${path}?${search}`;
}
