import type { Location, LocationType } from '../../../config/location-schema.ts';
import { sortLocations } from './location-sort.ts';

/** spec: a location block shows the primary location, one type, service and parts, all, or one id. */
export type LocationBlockMode =
  | 'primary'
  | 'sales'
  | 'service'
  | 'parts'
  | 'service-and-parts'
  | 'all'
  | { id: number };

type Selectable = Pick<Location, 'id' | 'name' | 'location_type' | 'primary' | 'visible'>;

const TYPES_OF: Record<'sales' | 'service' | 'parts' | 'service-and-parts', readonly LocationType[]> = {
  sales: ['sales'],
  service: ['service'],
  parts: ['parts'],
  'service-and-parts': ['service', 'parts'],
};

/**
 * The visible locations a block shows, sorted by `order` or by name. 'primary' is the
 * location flagged primary, or the first by that sort when none is; { id } is that one
 * location (none if hidden or unknown).
 */
export function selectLocations<L extends Selectable>(
  locations: readonly L[],
  mode: LocationBlockMode,
  order: readonly number[] = [],
): L[] {
  const visible = sortLocations(
    locations.filter((l) => l.visible),
    order,
  );
  if (typeof mode === 'object') return visible.filter((l) => l.id === mode.id);
  if (mode === 'all') return visible;
  if (mode === 'primary') {
    const primary = visible.find((l) => l.primary) ?? visible[0];
    return primary === undefined ? [] : [primary];
  }
  const types = TYPES_OF[mode];
  return visible.filter((l) => types.includes(l.location_type));
}
