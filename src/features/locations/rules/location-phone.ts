import type { Location } from '../../../config/location-schema.ts';

/** The number to call a location on: its main phone, else its landline. */
export function locationPhone(location: Pick<Location, 'contact_detail'>): string | undefined {
  return location.contact_detail.phone ?? location.contact_detail.landline_phone;
}
