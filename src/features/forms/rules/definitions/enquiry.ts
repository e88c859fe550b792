import type { LeadRules } from '../schemas/lead-rules.ts';
import { opts, type FieldDef, type FormDefinition } from '../field-def.ts';
import { CONTACT, DEALERSHIP, OPT_IN, termsWhereRequired } from './contact-fields.ts';

/**
 * spec/site §3 and §5: general enquiry. Category select defaulting to General Enquiry, Comments required
 * unless the site relaxes it, Rego optional, opt-in ticked, terms checkbox where the site needs it.
 */
export function enquiryDefinition(rules: LeadRules): FormDefinition {
  const fields: FieldDef[] = [
    {
      name: 'category',
      type: 'select',
      label: 'Category',
      options: opts(...rules.categories),
      initial: rules.categories.includes('General Enquiry') ? 'General Enquiry' : (rules.categories[0] ?? ''),
    },
    ...CONTACT,
    DEALERSHIP,
    { name: 'rego', type: 'text', label: 'Rego (optional)' },
    { name: 'message', type: 'textarea', label: rules.isMessageRequired ? 'Comments' : 'Comments (optional)' },
    OPT_IN,
    ...termsWhereRequired(rules),
  ];
  return { form: 'enquiry', steps: [{ title: 'Your enquiry', fields, submit: 'create' }], submitLabel: 'Send Enquiry' };
}
