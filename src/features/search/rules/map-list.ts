import { indexNumbers, mapPins, type MapMarker, type MapPin } from '../../geo/rules/map-markers.ts';
import type { CarCardData } from './card-data.ts';
import type { PlacedLocation } from './location-filter.ts';

/** One entry of the map list: a car, with its index number ('1', '2', …) when the list is numbered. */
export interface MapListEntry {
  car: CarCardData;
  number: string | undefined;
}

/**
 * A results page as the Map view shows it (spec: the map list shows a numbered index when fewer
 * than 10 results): the list in result order, and one pin per location carrying the numbers of its
 * cars. A car whose location has no coordinates is listed, not pinned.
 */
export function mapListOf(
  cars: readonly CarCardData[],
  places: readonly PlacedLocation[],
): { entries: MapListEntry[]; pins: MapPin[] } {
  const numbers = indexNumbers(cars.length);
  const placeById = new Map(places.map((place) => [place.id, place]));
  const entries = cars.map((car, i) => ({ car, number: numbers[i] }));
  const markers = entries.flatMap(({ car, number }): MapMarker[] => {
    const place = car.locationId === null ? undefined : placeById.get(car.locationId);
    return place === undefined
      ? []
      : [{ lat: place.lat, lng: place.lng, label: car.title, href: car.href, place: car.location, number }];
  });
  return { entries, pins: mapPins(markers) };
}
