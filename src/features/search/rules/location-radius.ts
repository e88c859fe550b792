import { haversineKm, type LatLng } from '../../geo/rules/haversine.ts';
import { RADIUS_OPTIONS_KM } from '../../geo/rules/search-radius.ts';

/** spec: radius filter options in km (shared with the geo feature). */
export { RADIUS_OPTIONS_KM };

/** A result with the coordinates of the car's location (missing coordinates never match). */
export interface Placed {
  lat?: number;
  lng?: number;
}

/** Hits within `radiusKm` of `centre` (haversine on 6371 km), each with its distance, nearest first. */
export function withinRadius<T extends Placed>(
  hits: readonly T[],
  centre: LatLng,
  radiusKm: number,
): (T & { distanceKm: number })[] {
  const out: (T & { distanceKm: number })[] = [];
  for (const hit of hits) {
    if (hit.lat === undefined || hit.lng === undefined) continue;
    const distanceKm = haversineKm(centre, { lat: hit.lat, lng: hit.lng });
    if (distanceKm <= radiusKm) out.push({ ...hit, distanceKm });
  }
  return out.sort((a, b) => a.distanceKm - b.distanceKm);
}
