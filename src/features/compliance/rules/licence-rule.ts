/** A dealer licence that must show on every page: NSW Motor Dealers and Repairers Act 2013 s19A (config compliance.licenceStates). */
export interface RequiredLicence {
  readonly location: string;
  readonly state: string;
  /** Empty when the location has none: that is itself a problem. */
  readonly number: string;
}

export const LICENCE_RULE = 'dealer-licence';

interface LicensedLocation {
  name: string;
  location_type: string;
  visible: boolean;
  address: { state: string };
  dealer_license_number?: string | undefined;
}

/** Location types that deal in cars and so hold a dealer licence (service and parts centres do not). */
const DEALING_TYPES = new Set(['sales', 'car-buying', '']);

/** The licences a tenant must show on every page: one per visible dealing location in a listed state. */
export function requiredLicences(locations: readonly LicensedLocation[], states: readonly string[]): RequiredLicence[] {
  const wanted = new Set(states.map((s) => s.toUpperCase()));
  return locations
    .filter((l) => l.visible && DEALING_TYPES.has(l.location_type) && wanted.has(l.address.state.trim().toUpperCase()))
    .map((l) => ({
      location: l.name,
      state: l.address.state.trim().toUpperCase(),
      number: l.dealer_license_number?.trim() ?? '',
    }));
}

/** Problems of one page's text: each required licence number missing from it. */
export function licenceProblems(text: string, licences: readonly RequiredLicence[]): string[] {
  return licences
    .filter((l) => l.number === '' || !text.includes(l.number))
    .map((l) =>
      l.number === ''
        ? `${l.location} (${l.state}) has no dealer licence number to show`
        : `dealer licence ${l.number} of ${l.location} (${l.state}) is not shown`,
    );
}
