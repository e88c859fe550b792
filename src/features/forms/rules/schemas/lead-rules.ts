/** The tenant settings a lead form's validation depends on (spec/site §5, enquiry form). */
export interface LeadRules {
  /** Enquiry categories offered by the site. */
  categories: readonly string[];
  /** Comments required on the enquiry form (site.forms.isMessageRequired, default true). */
  isMessageRequired: boolean;
  /** Terms checkbox must be ticked (site.forms.requireTerms). */
  requireTerms: boolean;
  /** A location choice is required (site.forms.locationField). */
  locationField: boolean;
  /** Dealership slugs of the site; a choice is required when there is more than one. */
  dealershipSlugs: readonly string[];
  /** Location ids of the site. */
  locationIds: readonly number[];
  /** Postcode required on the finance form (site.finance.postcodeRequired). */
  financePostcodeRequired: boolean;
  /** Parts form variant: 'split' keeps Rego, VIN and Part# optional; 'combined' has one optional textarea. */
  partsVariant: 'split' | 'combined';
}

/** Rules from a tenant's site config and locations. */
export function leadRulesFor(
  site: {
    forms: {
      isMessageRequired: boolean;
      requireTerms: boolean;
      locationField: boolean;
      enquiryCategories: string[];
      partsVariant: 'split' | 'combined';
    };
    finance: { postcodeRequired: boolean };
  },
  locations: readonly { id: number; dealership_slug: string }[],
): LeadRules {
  return {
    categories: site.forms.enquiryCategories,
    isMessageRequired: site.forms.isMessageRequired,
    requireTerms: site.forms.requireTerms,
    locationField: site.forms.locationField,
    dealershipSlugs: [...new Set(locations.map((l) => l.dealership_slug))],
    locationIds: locations.map((l) => l.id),
    financePostcodeRequired: site.finance.postcodeRequired,
    partsVariant: site.forms.partsVariant,
  };
}
