import { haversineKm, type LatLng } from '../../geo/rules/haversine.ts';
import type { LocationFilter } from './search-state.ts';

/** A dealer location with coordinates (from locations.json: id, address.lat, address.long). */
export interface PlacedLocation {
  id: number;
  lat: number;
  lng: number;
}

/** The shopper's point, when the filter has both coordinates. */
export function centreOf(filter: LocationFilter): LatLng | null {
  return filter.lat !== undefined && filter.lng !== undefined ? { lat: filter.lat, lng: filter.lng } : null;
}

/** Distance in km from the centre to each location, by location id. */
export function distancesByLocation(locations: readonly PlacedLocation[], centre: LatLng): Map<number, number> {
  return new Map(locations.map((location) => [location.id, haversineKm(centre, location)]));
}

/**
 * The numericFilters entry of the location filter: locationId picks one location; a point with a
 * radius keeps the locations within it (haversine, 6371 km). One nested array, so the ids OR.
 * No matching location gives an impossible filter (no results). Null when the filter is not set.
 */
export function locationNumericFilter(filter: LocationFilter, locations: readonly PlacedLocation[]): string[] | null {
  if (filter.locationId !== undefined && /^\d+$/.test(filter.locationId)) return [`location_id=${filter.locationId}`];
  const centre = centreOf(filter);
  if (centre === null || filter.radius === undefined) return null;
  const radius = filter.radius;
  const ids = [...distancesByLocation(locations, centre)]
    .filter(([, km]) => km <= radius)
    .map(([id]) => `location_id=${id}`);
  return ids.length > 0 ? ids : ['location_id=-1'];
}

/** Quotes a facet value for a filter expression. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '')}"`;
}

/**
 * The `filters` expression a search page adds to every query: the location filter (ids OR-ed) and,
 * on /special-offers, the offers filter (cars carrying one of the offer tags). '' when neither applies.
 */
export function searchFilters(
  filter: LocationFilter,
  config: { locations: readonly PlacedLocation[]; offers: boolean; offerFilter: readonly string[] },
): string {
  const parts: string[] = [];
  const location = locationNumericFilter(filter, config.locations);
  if (location !== null) parts.push(`(${location.join(' OR ')})`);
  if (config.offers) {
    const tags = config.offerFilter.map((entry) => `tag:${quoted(entry.replace(/^tag:/, ''))}`);
    parts.push(tags.length > 0 ? `(${tags.join(' OR ')})` : 'location_id=-1');
  }
  return parts.join(' AND ');
}
