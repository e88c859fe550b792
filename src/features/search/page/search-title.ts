import type { SearchState } from '../rules/search-state.ts';

const TYPE_TITLES: Record<string, string> = { used: 'Used Cars', new: 'New Cars', demo: 'Demo Cars', 'demo,new': 'New and Demo Cars' };

/** Page heading of a prebuilt search route, from the refinements its path carries. */
export function searchTitle(state: SearchState): string {
  if (state.offers) return 'Special Offers';
  const single = (facet: string) => (state.refinements[facet]?.length === 1 ? state.refinements[facet][0] : undefined);
  const make = single('make');
  const model = single('model');
  if (make !== undefined) return `${make}${model === undefined ? '' : ` ${model}`} for Sale`;
  const dealership = single('dealership_slug');
  const location = single('location_name');
  if (location !== undefined) return `Stock at ${location}`;
  const body = single('body');
  if (body !== undefined) return `${body} for Sale`;
  const types = [...(state.refinements['car_type'] ?? [])].sort().join(',');
  if (types !== '') return TYPE_TITLES[types] ?? 'Cars for Sale';
  if (dealership !== undefined) return 'Dealer Stock';
  return 'New, Used and Demo Cars';
}
