import type { Location } from '../../../config/location-schema.ts';

type Addressed = {
  address: Pick<Location['address'], 'street' | 'city' | 'state' | 'postcode' | 'place_id' | 'place_url'>;
};

/** One-line address, e.g. '1 Main Street, Brisbane QLD 4000'; blank parts are left out. */
export function addressLine(location: Addressed): string {
  const { street, city, state, postcode } = location.address;
  const locality = [city, state, postcode]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
  return [street.trim(), locality].filter((part) => part !== '').join(', ');
}

/**
 * spec: Get Directions opens the maps place link: the location's place_url, otherwise a
 * Google Maps search for the address (Maps URLs, api=1), pinned to place_id when known.
 */
export function directionsUrl(location: Addressed): string {
  if (location.address.place_url !== undefined) return location.address.place_url;
  const params = new URLSearchParams({ api: '1', query: addressLine(location) });
  if (location.address.place_id !== undefined) params.set('query_place_id', location.address.place_id);
  return `https://www.google.com/maps/search/?${params.toString()}`;
}
