import type { FacetItemView } from '../components/view-types.ts';

/** spec: car type order new, demo, used. */
const CAR_TYPE_ORDER = ['new', 'demo', 'used'];

/**
 * Facet values in display order: car types new, demo, used; years newest first; seats ascending;
 * everything else by count (descending), then name. Same order in static HTML and the island.
 */
export function compareFacetValues(
  attribute: string,
  a: { name: string; count: number },
  b: { name: string; count: number },
): number {
  if (attribute === 'car_type') return CAR_TYPE_ORDER.indexOf(a.name) - CAR_TYPE_ORDER.indexOf(b.name);
  if (attribute === 'seats') return Number(a.name) - Number(b.name);
  return b.count - a.count || a.name.localeCompare(b.name);
}

export function sortFacetItems(attribute: string, items: readonly FacetItemView[]): FacetItemView[] {
  return [...items].sort((a, b) =>
    compareFacetValues(attribute, { name: a.value, count: a.count }, { name: b.value, count: b.count }),
  );
}

type FacetValue = { name: string; count: number };
const sorters = new Map<string, (a: FacetValue, b: FacetValue) => number>();

/** A stable comparator per attribute (connector hooks re-create their widget when a prop function changes). */
export function facetSorter(attribute: string): (a: FacetValue, b: FacetValue) => number {
  let sorter = sorters.get(attribute);
  if (sorter === undefined) {
    sorter = (a, b) => compareFacetValues(attribute, a, b);
    sorters.set(attribute, sorter);
  }
  return sorter;
}
