import { opts, type FieldDef } from '../field-def.ts';
import { EMAIL, LAST_NAME, NAME, POSTCODE } from './contact-fields.ts';

/** spec/site §3 extra forms: the finance form's 'do you have a trade-in' (Yes or No), optional. */
export const TRADE_IN: FieldDef = {
  name: 'has_trade_in',
  type: 'radio',
  label: 'Do you have a trade-in?',
  options: opts('Yes', 'No'),
};

/** spec/site §3 finance lead: the shopper's details (phone and code are the verification block). */
export function financeDetailFields(postcodeRequired: boolean): FieldDef[] {
  return [
    NAME,
    { ...LAST_NAME, required: true },
    EMAIL,
    { ...POSTCODE, label: postcodeRequired ? 'Postcode' : 'Postcode (optional)' },
    TRADE_IN,
    { name: 'subscribe', type: 'checkbox', label: 'Send me finance news and offers' },
  ];
}

export const PHONE_FIELD: FieldDef = {
  name: 'phone',
  type: 'tel',
  label: 'Mobile',
  autoComplete: 'tel',
  inputMode: 'tel',
  help: 'We text you a 6-digit code to confirm it is you.',
};
export const CODE_FIELD: FieldDef = {
  name: 'code',
  type: 'text',
  label: 'Verification code',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
};
