import type { LeadRules } from '../schemas/lead-rules.ts';
import type { FieldDef, FormDefinition } from '../field-def.ts';
import { CONTACT, DEALERSHIP, MESSAGE_OPTIONAL, OPT_IN, termsWhereRequired } from './contact-fields.ts';

/** Vehicle dialog kinds (spec: vehicle page dialogs and 'Find Me Something Similar'). */
export type VehicleFormKind =
  | 'enquiry'
  | 'test-drive'
  | 'photo-request'
  | 'find-similar'
  | 'certified'
  | 'register-interest';

/** The enquiry category a car enquiry is filed under: 'Sales Enquiry' when offered, else the first category. */
function carCategory(rules: LeadRules): string {
  return rules.categories.includes('Sales Enquiry') ? 'Sales Enquiry' : (rules.categories[0] ?? 'General Enquiry');
}

/**
 * The lead form of a vehicle dialog. Test drive: optional date and time (times from the appointment call);
 * photo request: the server adds 'Please send photos for this car' before the optional message.
 */
export function vehicleDefinition(
  kind: VehicleFormKind,
  rules: LeadRules,
  car: { id: number } | undefined,
  /** The model (register interest; a test drive without a car), and for a test drive its variant. */
  model?: string,
  variant?: string,
): FormDefinition {
  const carFixed = car ? { car_id: car.id } : {};
  const contact: FieldDef[] = [...CONTACT, DEALERSHIP];
  switch (kind) {
    case 'enquiry':
    case 'certified':
      return {
        form: 'enquiry',
        fixed: {
          ...carFixed,
          category: carCategory(rules),
          ...(kind === 'certified' ? { subcategory: 'Toyota Certified' } : {}),
        },
        steps: [
          {
            title: 'Enquire',
            fields: [
              ...contact,
              {
                name: 'message',
                type: 'textarea',
                label: rules.isMessageRequired ? 'Comments' : 'Comments (optional)',
              },
              OPT_IN,
              // The car's enquiry is the enquiry form: on outback-rv it could not be sent (terms required, no box).
              ...termsWhereRequired(rules),
            ],
            submit: 'create',
          },
        ],
        submitLabel: 'Send Enquiry',
      };
    case 'test-drive':
      return {
        form: 'test-drive',
        fixed: car ? carFixed : { ...(model ? { model } : {}), ...(variant ? { variant } : {}) },
        steps: [
          {
            title: 'Book a test drive',
            fields: [
              ...contact,
              { name: 'preferred_date', type: 'date', label: 'Preferred date (optional)' },
              {
                name: 'preferred_time',
                type: 'CUSTOM',
                component: 'appointment-time',
                label: 'Preferred time (optional)',
              },
              MESSAGE_OPTIONAL,
              OPT_IN,
            ],
            submit: 'create',
          },
        ],
        submitLabel: 'Book Test Drive',
      };
    case 'photo-request':
      return {
        form: 'photo-request',
        fixed: carFixed,
        steps: [{ title: 'Request photos', fields: [...contact, MESSAGE_OPTIONAL], submit: 'create' }],
        submitLabel: 'Request Photos',
      };
    case 'find-similar':
      return {
        form: 'find-similar',
        fixed: carFixed,
        steps: [
          {
            title: 'Find Me Something Similar',
            fields: [...contact, { ...MESSAGE_OPTIONAL, label: 'What are you looking for? (optional)' }],
            submit: 'create',
          },
        ],
        submitLabel: 'Find Me Something Similar',
      };
    case 'register-interest':
      return {
        form: 'register-interest',
        fixed: { model: model ?? '' },
        steps: [{ title: 'Register Interest', fields: [...contact, MESSAGE_OPTIONAL, OPT_IN], submit: 'create' }],
        submitLabel: 'Register Interest',
      };
  }
}
