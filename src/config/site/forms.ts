import * as v from 'valibot';

/** Default enquiry categories (the spec's list is not shown; these are the usual dealer ones). */
export const DEFAULT_ENQUIRY_CATEGORIES = [
  'General Enquiry', 'Sales Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Finance Enquiry', 'Careers Enquiry',
];

export const FormsSchema = v.object({
  /** Comments required on the enquiry form. Default: true. */
  isMessageRequired: v.optional(v.boolean(), true),
  /** Terms checkbox required ('* You must agree to the terms of use before submitting the form.'). Default: false. */
  requireTerms: v.optional(v.boolean(), false),
  /** Location select on the enquiry form. Default: false. */
  locationField: v.optional(v.boolean(), false),
  /** Enquiry categories; the first is the default. */
  enquiryCategories: v.optional(v.pipe(v.array(v.string()), v.minLength(1)), DEFAULT_ENQUIRY_CATEGORIES),
  /** Parts order: 'split' (Rego, VIN, Part# fields) or 'combined' ('Rego, VIN, or Part#'). Default: 'split'. */
  partsVariant: v.optional(v.picklist(['split', 'combined']), 'split'),
  /** Default state for forms. Default: 'qld'. */
  defaultState: v.optional(v.string(), 'qld'),
  /** Custom privacy statement under forms. */
  privacyStatement: v.optional(v.string()),
});

export type FormsConfig = v.InferOutput<typeof FormsSchema>;
