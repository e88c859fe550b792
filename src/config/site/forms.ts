import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

/** Default enquiry categories (the spec's list is not shown; these are the usual dealer ones). */
export const DEFAULT_ENQUIRY_CATEGORIES = [
  'General Enquiry',
  'Sales Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Finance Enquiry',
  'Careers Enquiry',
];

export const FormsSchema = strictObject({
  isMessageRequired: doc('Comments required on the enquiry form. Default: true.', v.optional(v.boolean(), true)),
  requireTerms: doc(
    "Terms checkbox required ('* You must agree to the terms of use before submitting the form.'). Default: false.",
    v.optional(v.boolean(), false),
  ),
  locationField: doc('Location select on the enquiry form. Default: false.', v.optional(v.boolean(), false)),
  enquiryCategories: doc(
    'Enquiry categories; the first is the default.',
    v.optional(v.pipe(v.array(v.string()), v.minLength(1)), DEFAULT_ENQUIRY_CATEGORIES),
  ),
  partsVariant: doc(
    "Parts order: 'split' (Rego, VIN, Part# fields) or 'combined' ('Rego, VIN, or Part#'). Default: 'split'.",
    v.optional(v.picklist(['split', 'combined']), 'split'),
  ),
  defaultState: doc("Default state for forms. Default: 'qld'.", v.optional(v.string(), 'qld')),
  privacyStatement: doc('Custom privacy statement under forms.', v.optional(v.string())),
});
