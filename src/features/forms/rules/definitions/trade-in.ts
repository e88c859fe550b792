import { opts, type FieldDef, type FormDefinition } from '../field-def.ts';
import { CONTACT, DEALERSHIP } from './contact-fields.ts';

const STATES = ['QLD', 'NSW', 'VIC', 'ACT', 'SA', 'WA', 'TAS', 'NT'];

/** spec/site §3: trade-in and sell-my-car valuation (kms, regoState, rego, contact, location, contact method, finance). */
export function valuationDefinition(
  form: 'trade-in' | 'sell-my-car',
  defaultState: string,
  carId?: number,
): FormDefinition {
  const fields: FieldDef[] = [
    { name: 'vehicle_year', type: 'number', label: 'Year (optional)', inputMode: 'numeric' },
    { name: 'vehicle_make', type: 'text', label: 'Make (optional)' },
    { name: 'vehicle_model', type: 'text', label: 'Model (optional)' },
    { name: 'kms', type: 'number', label: 'Odometer (kms)', required: true, inputMode: 'numeric' },
    {
      name: 'regoState',
      type: 'select',
      label: 'Rego State',
      options: opts(...STATES),
      initial: defaultState.toUpperCase(),
      required: true,
    },
    { name: 'rego', type: 'text', label: 'Rego', required: true },
    ...CONTACT,
    { ...DEALERSHIP, label: 'Preferred location' },
    {
      name: 'PreferredContactMethod',
      type: 'radio',
      label: 'Preferred Contact Method',
      options: opts('Phone', 'Email', 'SMS'),
      initial: 'Phone',
    },
    {
      name: 'under_finance',
      type: 'radio',
      label: 'Is Your Car Currently Under Finance?',
      options: opts('Yes', 'No'),
      initial: 'No',
    },
    { name: 'message', type: 'textarea', label: 'Anything else we should know? (optional)' },
  ];
  const definition: FormDefinition = {
    form,
    steps: [{ title: 'Your car', fields, submit: 'create' }],
    submitLabel: 'Get My Valuation',
  };
  return carId === undefined ? definition : { ...definition, fixed: { car_id: carId } };
}
