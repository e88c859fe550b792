/** One pin on a place map. */
export interface MapMarker {
  lat: number;
  lng: number;
  label: string;
  href?: string | undefined;
}

/** spec: map zoom cap 15; a numbered index when fewer than 10 places. */
export const MAX_ZOOM = 15;
export const NUMBERED_BELOW = 10;

/** Marker labels as shown on the pins: '1', '2', … when there are fewer than 10 places, else none. */
export function pinLabels(markers: readonly MapMarker[]): (string | undefined)[] {
  return markers.map((_, i) => (markers.length < NUMBERED_BELOW ? String(i + 1) : undefined));
}

/** South-west and north-east corners around every marker. */
export function bounds(markers: readonly MapMarker[]): [[number, number], [number, number]] | undefined {
  if (markers.length === 0) return undefined;
  const lats = markers.map((m) => m.lat);
  const lngs = markers.map((m) => m.lng);
  return [[Math.min(...lats), Math.min(...lngs)], [Math.max(...lats), Math.max(...lngs)]];
}
