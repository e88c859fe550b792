import type { Location, LocationType } from '../../../config/location-schema.ts';

/** spec: grouped locations order sales, service, parts; car-buying comes after them. */
export const LOCATION_TYPE_ORDER: readonly LocationType[] = ['sales', 'service', 'parts', 'car-buying'];

type Sortable = Pick<Location, 'id' | 'name'>;

/** Compares names the way a reader expects: case-insensitive, 'Store 2' before 'Store 10'. */
export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en-AU', { sensitivity: 'base', numeric: true });
}

/**
 * spec: locations are sorted by name unless a configured order is given. Ids in `order`
 * come first in that order; the rest follow by name. Returns a new array.
 */
export function sortLocations<L extends Sortable>(locations: readonly L[], order: readonly number[] = []): L[] {
  const position = new Map(order.map((id, index) => [id, index] as const));
  return [...locations].sort((a, b) => {
    const pa = position.get(a.id) ?? Number.POSITIVE_INFINITY;
    const pb = position.get(b.id) ?? Number.POSITIVE_INFINITY;
    if (pa !== pb) return pa < pb ? -1 : 1;
    return compareNames(a.name, b.name);
  });
}

/** Rank of a type in LOCATION_TYPE_ORDER (sales 0 ... car-buying 3). */
export function typeRank(type: LocationType): number {
  return LOCATION_TYPE_ORDER.indexOf(type);
}

/** spec: grouped locations in type order sales, service, parts, car-buying; then by name. */
export function sortByType<L extends Sortable & Pick<Location, 'location_type'>>(locations: readonly L[]): L[] {
  return [...locations].sort(
    (a, b) => typeRank(a.location_type) - typeRank(b.location_type) || compareNames(a.name, b.name),
  );
}
