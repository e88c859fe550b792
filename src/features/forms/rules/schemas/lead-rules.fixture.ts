import type { LeadRules } from './lead-rules.ts';

/** Lead rules of a two-dealership test site: Comments required, no terms, no location field, split parts form. */
export const TEST_RULES: LeadRules = {
  categories: ['General Enquiry', 'Sales Enquiry', 'Careers Enquiry'],
  isMessageRequired: true,
  requireTerms: false,
  locationField: false,
  dealershipSlugs: ['a', 'b'],
  locationIds: [1, 2],
  financePostcodeRequired: false,
  partsVariant: 'split',
};
