import type { FieldDef } from '../logic/field-def.ts';
import { EMAIL, LAST_NAME, NAME, POSTCODE } from './contact-fields.ts';

/** spec 3 finance lead: the shopper's details (phone and code are the verification block). */
export function financeDetailFields(postcodeRequired: boolean): FieldDef[] {
  return [
    NAME,
    { ...LAST_NAME, required: true },
    EMAIL,
    { ...POSTCODE, label: postcodeRequired ? 'Postcode' : 'Postcode (optional)' },
    { name: 'subscribe', type: 'checkbox', label: 'Send me finance news and offers' },
  ];
}

export const PHONE_FIELD: FieldDef = { name: 'phone', type: 'tel', label: 'Mobile', autoComplete: 'tel', inputMode: 'tel', help: 'We text you a 6-digit code to confirm it is you.' };
export const CODE_FIELD: FieldDef = { name: 'code', type: 'text', label: 'Verification code', autoComplete: 'one-time-code', inputMode: 'numeric' };
