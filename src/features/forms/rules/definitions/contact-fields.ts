import type { FieldDef } from '../field-def.ts';

/** spec/site §3 'Lead form field set': name (First Name), last_name, phone (Mobile), email; postcode where asked. */
export const NAME: FieldDef = { name: 'name', type: 'text', label: 'First Name', autoComplete: 'given-name' };
export const LAST_NAME: FieldDef = { name: 'last_name', type: 'text', label: 'Last Name', autoComplete: 'family-name' };
export const EMAIL: FieldDef = {
  name: 'email',
  type: 'email',
  label: 'Email',
  autoComplete: 'email',
  inputMode: 'email',
};
export const PHONE: FieldDef = {
  name: 'phone',
  type: 'tel',
  label: 'Mobile',
  autoComplete: 'tel',
  inputMode: 'tel',
  help: 'Australian number, e.g. 0412 345 678',
};
export const POSTCODE: FieldDef = {
  name: 'postcode',
  type: 'text',
  label: 'Postcode',
  autoComplete: 'postal-code',
  inputMode: 'numeric',
};

/** spec: dealership selector; owns dealership_slug and location_id ('*Please select a dealership location'). */
export const DEALERSHIP: FieldDef = {
  name: 'dealership',
  type: 'CUSTOM',
  component: 'dealership',
  label: 'Dealership location',
  errorKeys: ['dealership_slug', 'location_id'],
};

/** Opt-in checkbox, ticked by default (spec/site §5). */
export const OPT_IN: FieldDef = {
  name: 'opt_in',
  type: 'checkbox',
  label: 'Keep me up to date with offers and news',
  initial: true,
};

/** The terms checkbox of an enquiry on a site that requires it (site.forms.requireTerms; the schema refuses it unticked). */
export const termsWhereRequired = (rules: { requireTerms: boolean }): FieldDef[] =>
  rules.requireTerms ? [{ name: 'terms_conditions', type: 'checkbox', label: 'I agree to the terms of use' }] : [];

export const MESSAGE_OPTIONAL: FieldDef = { name: 'message', type: 'textarea', label: 'Message (optional)' };

/** The contact block most forms start with. */
export const CONTACT: readonly FieldDef[] = [NAME, LAST_NAME, EMAIL, PHONE];
