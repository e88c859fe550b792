import type { Location, LocationType } from '../../../config/location-schema.ts';
import { sortByType } from './location-sort.ts';

type Grouped = Pick<Location, 'id' | 'name' | 'location_type' | 'address'>;

/** Display names of location types for the Opening Hours type selector. */
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
  'car-buying': 'Car Buying',
};

/** Same street (case and spacing ignored) and postcode. */
export function addressKey(location: Pick<Location, 'address'>): string {
  const street = location.address.street
    .trim()
    .toLowerCase()
    .replace(/[\s,]+/g, ' ');
  return `${street}|${location.address.postcode}`;
}

/**
 * Locations grouped by shared address, each group in type order (sales, service, parts,
 * car-buying). Groups keep the order in which their first location appears.
 */
export function groupByAddress<L extends Grouped>(locations: readonly L[]): L[][] {
  const groups = new Map<string, L[]>();
  for (const location of locations) {
    const key = addressKey(location);
    groups.set(key, [...(groups.get(key) ?? []), location]);
  }
  return [...groups.values()].map((group) => sortByType(group));
}

/** One choice in the location-type selector. */
export interface LocationTypeOption {
  locationId: number;
  type: LocationType;
  label: string;
  selected: boolean;
}

/**
 * spec: the Opening Hours panel has a selector for location type when several locations
 * share one address. Returns the choices at `current`'s address (current selected), or []
 * when it is alone there, so no selector shows.
 */
export function locationTypeOptions<L extends Grouped>(current: L, locations: readonly L[]): LocationTypeOption[] {
  const key = addressKey(current);
  const sameAddress = sortByType(locations.filter((l) => l.id === current.id || addressKey(l) === key));
  if (!sameAddress.some((l) => l.id === current.id)) sameAddress.unshift(current);
  if (sameAddress.length < 2) return [];
  return sameAddress.map((l) => ({
    locationId: l.id,
    type: l.location_type,
    label: LOCATION_TYPE_LABELS[l.location_type],
    selected: l.id === current.id,
  }));
}
