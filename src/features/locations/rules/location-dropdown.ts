import type { Location, LocationType } from '../../../config/location-schema.ts';
import type { LocationsDisplay } from '../../../config/site/locations-display.ts';
import { sortLocations } from './location-sort.ts';

type DropdownRules = Pick<
  LocationsDisplay,
  'order' | 'dropdownFilter' | 'dropdownFixedIds' | 'dropdownExcludedIds' | 'dropdownShowsCity'
>;
type Choosable = Pick<Location, 'id' | 'name' | 'location_type' | 'visible' | 'manufacturers' | 'dealership_slug'> & {
  address: Pick<Location['address'], 'city'>;
};

/** What the form knows when it builds the dropdown. */
export interface DropdownContext {
  /** The car's make, e.g. 'Toyota', for the 'make' filter. */
  make?: string;
  /** Types wanted, e.g. ['service'] on a service form, for the 'type' filter. */
  types?: readonly LocationType[];
  /** The car's own location: always offered (a used Mazda on a Toyota dealer's lot is enquired about there). */
  carLocationId?: number;
}

export interface LocationOption {
  /** The location id, as the form value. */
  value: number;
  /** 'Coast Service', or 'Coast Service (Maroochydore)' when the site shows city names. */
  label: string;
  dealershipSlug: string;
}

const collator = new Intl.Collator('en-AU', { sensitivity: 'base' });
/** Make and manufacturer names compared without regard to case or accents ('mazda' = 'Mazda'). */
export const sameText = (a: string, b: string): boolean => collator.compare(a, b) === 0;

function passesFilter(location: Choosable, rules: DropdownRules, context: DropdownContext): boolean {
  if (location.id === context.carLocationId) return true;
  switch (rules.dropdownFilter) {
    case 'make':
      // A location lists the makes it sells; without a make there is nothing to filter on.
      return context.make === undefined || location.manufacturers.some((m) => sameText(m, context.make ?? ''));
    case 'type':
      return context.types === undefined || context.types.includes(location.location_type);
    case 'fixed':
      return rules.dropdownFixedIds.includes(location.id);
    case 'all':
      return true;
  }
}

/**
 * spec: location dropdown. Visible locations, filtered by the site's rule (make via each
 * location's manufacturers, case-insensitive; type; or a fixed id list), minus the excluded
 * ids, sorted by the configured order or by name. With dropdownShowsCity the city is added
 * in brackets unless the name already contains it.
 */
export function buildLocationDropdown(
  locations: readonly Choosable[],
  rules: DropdownRules,
  context: DropdownContext = {},
): LocationOption[] {
  const chosen = locations.filter(
    (l) => l.visible && !rules.dropdownExcludedIds.includes(l.id) && passesFilter(l, rules, context),
  );
  return sortLocations(chosen, rules.order).map((l) => {
    const city = l.address.city.trim();
    const showCity = rules.dropdownShowsCity && city !== '' && !l.name.toLowerCase().includes(city.toLowerCase());
    return { value: l.id, label: showCity ? `${l.name} (${city})` : l.name, dealershipSlug: l.dealership_slug };
  });
}

/**
 * The dropdown a form shows: the site's rules for what the form knows; when they leave nothing (no location sells the
 * car's make, none is of the form's type, an empty fixed list), the car's make is dropped first, then the filter, so
 * the shopper always has a location to choose (hidden and excluded ones still never offered).
 */
export function dealershipOptions(
  locations: readonly Choosable[],
  rules: DropdownRules,
  context: DropdownContext = {},
): LocationOption[] {
  const chosen = buildLocationDropdown(locations, rules, context);
  if (chosen.length > 0) return chosen;
  const { types } = context;
  const ofType = buildLocationDropdown(locations, rules, types ? { types } : {});
  return ofType.length > 0 ? ofType : buildLocationDropdown(locations, { ...rules, dropdownFilter: 'all' });
}

/**
 * spec: a dropdown with exactly one option selects it once. The id to select now, or
 * undefined: when there are several options (or none), or when the form already applied
 * the auto-selection (so a shopper who clears it is not overridden).
 */
export function autoSelectedId(options: readonly LocationOption[], alreadyApplied = false): number | undefined {
  if (alreadyApplied || options.length !== 1) return undefined;
  return options[0]?.value;
}
