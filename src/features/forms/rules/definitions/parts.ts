import type { LeadRules } from '../schemas/lead-rules.ts';
import type { FieldDef, FormDefinition } from '../field-def.ts';
import { CONTACT, DEALERSHIP } from './contact-fields.ts';

const VEHICLE: readonly FieldDef[] = [
  { name: 'vehicle_make', type: 'text', label: 'Vehicle Make', required: true },
  { name: 'vehicle_model', type: 'text', label: 'Vehicle Model', required: true },
  { name: 'vehicle_year', type: 'number', label: 'Vehicle Year', required: true, inputMode: 'numeric' },
];

const SPLIT: readonly FieldDef[] = [
  { name: 'rego', type: 'text', label: 'Rego (optional)' },
  { name: 'vin', type: 'text', label: 'VIN (optional)' },
  { name: 'part_number', type: 'text', label: 'Part# (optional)' },
];

const COMBINED: FieldDef = {
  name: 'rego_vin_part',
  type: 'textarea',
  label: 'Rego, VIN, or Part#',
  help: 'Optional: any of these helps us find the right part.',
};

/**
 * spec/site §4 and §5: parts order in three steps (Contact Details, Vehicle Details, Order Details).
 * The lead is created after the first step and completed on the last; Rego, VIN and Part# are
 * optional (split variant) or one combined 'Rego, VIN, or Part#' textarea.
 */
export function partsDefinition(rules: LeadRules): FormDefinition {
  const identifiers = rules.partsVariant === 'combined' ? [COMBINED] : SPLIT;
  return {
    form: 'parts',
    steps: [
      { title: 'Contact Details', fields: [...CONTACT, DEALERSHIP], submit: 'create' },
      { title: 'Vehicle Details', fields: [...VEHICLE, ...identifiers], submit: 'patch' },
      {
        title: 'Order Details',
        fields: [
          {
            name: 'order_detail',
            type: 'textarea',
            label: 'Order Detail',
            required: true,
            help: 'The parts or accessories you need, and quantities.',
          },
        ],
        submit: 'patch',
      },
    ],
    submitLabel: 'Submit Order',
  };
}
