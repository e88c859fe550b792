import type { Facet } from '../../../config/site/search.ts';

/** Facets shown as sliders (numeric ranges); every other facet is a list with counts. */
export const RANGE_FACETS: readonly Facet[] = ['price', 'km', 'year', 'subscription_price', 'created_at_timestamp'];
/** Range facets the page offers as sliders (others exist only as URL filters). */
export const SLIDER_FACETS = ['price', 'km', 'year'] as const;

/** Facet headings in the dealer's words. */
export const FACET_LABELS: Readonly<Record<Facet, string>> = {
  make: 'Make',
  model: 'Model',
  make_model: 'Make and model',
  badge: 'Badge',
  car_type: 'Condition',
  body: 'Body Type',
  colour: 'Colour',
  drive: 'Drive',
  fuel: 'Fuel',
  transmission: 'Transmission',
  seats: 'Seats',
  year: 'Year',
  km: 'Kilometres',
  price: 'Price',
  weekly_price_range: 'Weekly price',
  state: 'State',
  city: 'City',
  location_name: 'Location',
  dealership_name: 'Dealership',
  tag: 'Tag',
  certified: 'Certified',
  filtered_features: 'Features',
  item_type: 'Vehicle type',
  categories: 'Category',
  status: 'Availability',
  subscription_price: 'Subscription',
  price_range: 'Price range',
  created_at_timestamp: 'Listed',
};

/** Value labels where the raw value is a code ('used' reads 'Used'). */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  car_type: { new: 'New', used: 'Used', demo: 'Demo' },
  status: { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' },
  certified: { true: 'Certified', false: 'Not certified' },
};

export function facetValueLabel(facet: string, value: string): string {
  return VALUE_LABELS[facet]?.[value] ?? value;
}

/** The tenant's enabled facets split into list facets and slider facets, in config order. */
export function facetLayout(enabled: readonly Facet[]): { lists: Facet[]; sliders: Facet[] } {
  return {
    lists: enabled.filter((facet) => !RANGE_FACETS.includes(facet)),
    sliders: enabled.filter((facet) => (SLIDER_FACETS as readonly string[]).includes(facet)),
  };
}
