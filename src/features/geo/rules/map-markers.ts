import type { LatLng } from './haversine.ts';

/** One marked thing on a map: a place, or a car at its place. */
export interface MapMarker {
  lat: number;
  lng: number;
  label: string;
  href?: string | undefined;
  /** Name of the place the marker stands at; its pin's title. Default: the label. */
  place?: string | undefined;
  /** Index number matching a list entry, e.g. '3'; none when the list is not numbered. */
  number?: string | undefined;
}

/** One pin: every marker at one point. */
export interface MapPin extends LatLng {
  /** The place's name, for the pin's title and popup. */
  title: string;
  /** What the pin shows: its markers' index numbers, e.g. '1, 3'; '' when they have none. */
  text: string;
  markers: MapMarker[];
}

/** spec: map zoom cap 15; a numbered index when fewer than 10 results. */
export const MAX_ZOOM = 15;
export const NUMBERED_BELOW = 10;

/** Index numbers of a list of `count` entries: '1', '2', … when fewer than 10, else none. */
export function indexNumbers(count: number): (string | undefined)[] {
  return Array.from({ length: count }, (_, i) => (count < NUMBERED_BELOW ? String(i + 1) : undefined));
}

/** Markers at the same point share one pin, in the order they first appear. */
export function mapPins(markers: readonly MapMarker[]): MapPin[] {
  const pins = new Map<string, MapPin>();
  for (const marker of markers) {
    const key = `${marker.lat},${marker.lng}`;
    const pin = pins.get(key) ?? {
      lat: marker.lat,
      lng: marker.lng,
      title: marker.place ?? marker.label,
      text: '',
      markers: [],
    };
    pin.markers.push(marker);
    pins.set(key, pin);
  }
  return [...pins.values()].map((pin) => ({
    ...pin,
    text: pin.markers.flatMap((m) => (m.number === undefined ? [] : [m.number])).join(', '),
  }));
}

/** South-west and north-east corners around every point. */
export function bounds(points: readonly LatLng[]): [[number, number], [number, number]] | undefined {
  if (points.length === 0) return undefined;
  const lats = points.map((m) => m.lat);
  const lngs = points.map((m) => m.lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
