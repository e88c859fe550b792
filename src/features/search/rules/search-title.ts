import type { SearchState } from './search-state.ts';
import { CARS, titleCase, type StockNoun } from './stock-noun.ts';

const TYPE_TITLES: Record<string, string> = { used: 'Used', new: 'New', demo: 'Demo', 'demo,new': 'New and Demo' };

/**
 * Page heading of a search, from the refinements its path carries: the prebuilt route's heading,
 * and the island's as the shopper refines (the path changes with make, type, dealership, ...).
 * `dealershipNames` maps dealership slugs to names ('{name} Stock'); `noun` names the stock ('Used Cars', 'Used Vehicles').
 */
export function searchTitle(
  state: SearchState,
  dealershipNames: Readonly<Record<string, string>> = {},
  noun: StockNoun = CARS,
): string {
  const many = titleCase(noun.many);
  if (state.offers) return 'Special Offers';
  const single = (facet: string) => (state.refinements[facet]?.length === 1 ? state.refinements[facet][0] : undefined);
  const make = single('make');
  const model = single('model');
  const dealership = single('dealership_slug');
  const dealershipName = dealership === undefined ? undefined : dealershipNames[dealership];
  if (dealershipName !== undefined && state.refinements['make'] === undefined) return `${dealershipName} Stock`;
  if (make !== undefined) return `${make}${model === undefined ? '' : ` ${model}`} for Sale`;
  const location = single('location_name');
  if (location !== undefined) return `Stock at ${location}`;
  const body = single('body');
  if (body !== undefined) return `${body} for Sale`;
  const types = [...(state.refinements['car_type'] ?? [])].sort().join(',');
  if (types !== '') return TYPE_TITLES[types] === undefined ? `${many} for Sale` : `${TYPE_TITLES[types]} ${many}`;
  if (dealership !== undefined) return 'Dealer Stock';
  return `New, Used and Demo ${many}`;
}
