import { haversineKm, type LatLng } from './haversine.ts';

/** spec: nearby dealership search radius, in km. */
export const NEARBY_RADIUS_KM = 250;
/** spec: picking a place suggestion shows up to 5 dealerships nearby. */
export const NEARBY_LIMIT = 5;

/** A place with a distance from the shopper, in km (unrounded). */
export interface WithDistance<Place> {
  place: Place;
  distanceKm: number;
}

/**
 * Places within `radiusKm` of `origin` (inclusive), nearest first, at most `limit`.
 * `pointOf` reads a place's point, e.g. a location's address lat and long. Ties keep input order.
 */
export function nearby<Place>(
  places: readonly Place[],
  origin: LatLng,
  pointOf: (place: Place) => LatLng,
  { radiusKm = NEARBY_RADIUS_KM, limit = NEARBY_LIMIT }: { radiusKm?: number; limit?: number } = {},
): WithDistance<Place>[] {
  return places
    .map((place) => ({ place, distanceKm: haversineKm(origin, pointOf(place)) }))
    .filter(({ distanceKm }) => distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}

/** A location's point: its address lat and long. */
export function addressPoint(location: { address: { lat: number; long: number } }): LatLng {
  return { lat: location.address.lat, lng: location.address.long };
}
