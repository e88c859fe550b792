import type { Tenant } from '../../../config/load-tenant.ts';
import type { LocationType } from '../../../config/location-schema.ts';
import type { LocationsDisplay } from '../../../config/site/locations-display.ts';
import { leadRulesFor, type LeadRules } from './schemas/lead-rules.ts';

/** A location as the dealership selector needs it (small: it is serialised into the page). */
export interface DealershipChoice {
  id: number;
  name: string;
  location_type: LocationType;
  visible: boolean;
  manufacturers: string[];
  dealership_slug: string;
  address: { city: string; lat: number; long: number };
}

/** Everything a lead form island needs from the tenant, as plain data (carried by each page with forms). */
export interface FormContext {
  rules: LeadRules;
  locations: DealershipChoice[];
  dropdown: Pick<
    LocationsDisplay,
    'order' | 'dropdownFilter' | 'dropdownFixedIds' | 'dropdownExcludedIds' | 'dropdownShowsCity'
  >;
  /** Location types offered (the 'type' dropdown filter): ['parts'] on the parts page, ['sales'] on /book-test-drive. */
  types?: LocationType[];
  /** Prefill from and remember to local storage (site.features.storeUserDetails). */
  storeUserDetails: boolean;
  /** Default state for forms, e.g. 'qld'. */
  defaultState: string;
  /** The privacy policy every lead form links to, and the tenant's own statement (forms.privacyStatement). */
  privacy: { path: string; statement?: string | undefined };
}

/** The id of the element carrying a page's form context (FormContextData.astro, client/page-form-context.ts). */
export const FORM_CONTEXT_ELEMENT = 'tenant-form-context';

/** The form context of a tenant (src/features/forms/build/form-context-module.ts). */
export function formContext(tenant: Tenant): FormContext {
  const { order, dropdownFilter, dropdownFixedIds, dropdownExcludedIds, dropdownShowsCity } = tenant.site.locations;
  return {
    rules: leadRulesFor(tenant.site, tenant.locations),
    locations: tenant.locations.map((l) => ({
      id: l.id,
      name: l.name,
      location_type: l.location_type,
      visible: l.visible,
      manufacturers: l.manufacturers,
      dealership_slug: l.dealership_slug,
      address: { city: l.address.city, lat: l.address.lat, long: l.address.long },
    })),
    dropdown: { order, dropdownFilter, dropdownFixedIds, dropdownExcludedIds, dropdownShowsCity },
    storeUserDetails: tenant.site.features.storeUserDetails,
    defaultState: tenant.site.forms.defaultState,
    privacy: { path: tenant.site.compliance.privacyPath, statement: tenant.site.forms.privacyStatement },
  };
}
