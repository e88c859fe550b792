import { dealershipOptions } from '../../locations/rules/location-dropdown.ts';
import type { DealershipChoice, FormContext } from './form-context.ts';

/** The dealership field's two payload values. */
export interface DealershipValues {
  location_id: string;
  dealership_slug: string;
}

const values = (l: DealershipChoice): DealershipValues => ({
  location_id: String(l.id),
  dealership_slug: l.dealership_slug,
});

/**
 * The dealership a link asked for: `?location_id=N` (a location card's 'Enquire Now') picks that
 * location; `?dealership=` or `?preferredDealership=` (finance links) a dealership slug, its sales
 * location first. Hidden or unknown locations give undefined, so the shopper chooses.
 */
export function preselectedDealership(
  params: URLSearchParams,
  locations: readonly DealershipChoice[],
): DealershipValues | undefined {
  const shown = locations.filter((l) => l.visible);
  const id = Number(params.get('location_id'));
  const byId = Number.isInteger(id) && id > 0 ? shown.find((l) => l.id === id) : undefined;
  if (byId) return values(byId);
  const slug = (params.get('dealership') ?? params.get('preferredDealership'))?.trim();
  if (!slug) return undefined;
  const ofDealership = shown.filter((l) => l.dealership_slug === slug);
  const pick = ofDealership.find((l) => l.location_type === 'sales') ?? ofDealership[0];
  return pick ? values(pick) : undefined;
}

/**
 * The locations a form's dropdown offers before a car is known (the site's filter, fixed list and excluded ids): the
 * only ones a link may preselect, so `?location_id=` of an excluded location preselects nothing.
 */
export function offeredLocations(context: Pick<FormContext, 'locations' | 'dropdown' | 'types'>): DealershipChoice[] {
  const types = context.types ? { types: context.types } : {};
  const offered = new Set(dealershipOptions(context.locations, context.dropdown, types).map((o) => o.value));
  return context.locations.filter((l) => offered.has(l.id));
}

/**
 * What a location chosen before the island woke means for the payload (decision 14): the page's select only holds
 * `location_id`, and the dealership goes with it. Values without an early location choice come back as they are.
 */
export function withChosenDealership<V extends Record<string, unknown>>(
  typed: V,
  locations: readonly DealershipChoice[],
): V & Partial<DealershipValues> {
  if (typeof typed['location_id'] !== 'string') return typed;
  const chosen = locations.find((l) => String(l.id) === typed['location_id']);
  return { ...typed, dealership_slug: chosen?.dealership_slug ?? '' };
}

/** The car's own location, when it is one the shopper could pick. */
export function carDealership(
  car: { location_id: number; dealership_slug: string } | undefined,
  locations: readonly DealershipChoice[],
): DealershipValues | undefined {
  const found = car ? locations.find((l) => l.visible && l.id === car.location_id) : undefined;
  return found ? values(found) : undefined;
}
