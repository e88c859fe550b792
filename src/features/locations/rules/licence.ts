import type { Location } from '../../../config/location-schema.ts';

/** A location card variant; 'licences' is the display mode that always shows licence numbers. */
export type LocationCardMode = 'standard' | 'licences';

/** One licence line: label 'DL' (dealer licence) or 'MRB' (motor vehicle repairer), e.g. 'DL: 12345'. */
export interface LicenceLine {
  label: 'DL' | 'MRB';
  number: string;
  text: string;
}

/**
 * spec: licence numbers show only in a specific display mode or by site flag
 * (LocationsDisplay.showLicenceNumbers). DL then MRB; blank numbers are left out, and a label the
 * number already starts with is not repeated.
 */
export function licenceLines(
  location: Pick<Location, 'dealer_license_number' | 'motor_vehicle_repairer'>,
  { showLicenceNumbers, mode = 'standard' }: { showLicenceNumbers: boolean; mode?: LocationCardMode | undefined },
): LicenceLine[] {
  if (!showLicenceNumbers && mode !== 'licences') return [];
  const lines: LicenceLine[] = [];
  for (const [label, value] of [
    ['DL', location.dealer_license_number],
    ['MRB', location.motor_vehicle_repairer],
  ] as const) {
    // Dealers often type the label into the number ('MRB 70112'): it is shown once.
    const number = (value?.trim() ?? '').replace(new RegExp(`^${label}(?=[\\s:\\d])\\s*:?\\s*`, 'i'), '');
    if (number !== '') lines.push({ label, number, text: `${label}: ${number}` });
  }
  return lines;
}
