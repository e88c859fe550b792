import type { PostcodePoint, PostcodeTable } from './postcode-table.ts';
import { MESSAGES } from '../../forms/rules/schemas/messages.ts';

/** spec: postcode field validation message. */
export const POSTCODE_FORMAT_MESSAGE = MESSAGES.postcode;
/** spec: geocoding found nothing for the postcode. */
export const POSTCODE_NOT_FOUND_MESSAGE = MESSAGES.postcodeNotFound;

export type PostcodeLookup =
  | { ok: true; postcode: string; point: PostcodePoint }
  | { ok: false; message: typeof POSTCODE_FORMAT_MESSAGE | typeof POSTCODE_NOT_FOUND_MESSAGE };

/**
 * Validates and geocodes a postcode. The input is trimmed; it must then be exactly 4 digits
 * (required: empty input fails the same way). A well-formed postcode missing from the table
 * fails with 'Invalid postcode', as an empty geocode result does.
 */
export function lookupPostcode(table: PostcodeTable, input: string): PostcodeLookup {
  const postcode = input.trim();
  if (!/^\d{4}$/.test(postcode)) return { ok: false, message: POSTCODE_FORMAT_MESSAGE };
  const point = table.postcodes[postcode];
  if (point === undefined) return { ok: false, message: POSTCODE_NOT_FOUND_MESSAGE };
  return { ok: true, postcode, point: { state: point.state, lat: point.lat, lng: point.lng } };
}
