import type { FieldDef, FormDefinition } from '../field-def.ts';
import { ONLINE_PAYMENT, REFERENCE_TYPES } from '../online-payment.ts';
import { CONTACT, DEALERSHIP } from './contact-fields.ts';
import { formatMoney } from '../../../../shared/money.ts';

const AMOUNT: FieldDef = {
  name: 'payment_amount',
  type: 'number',
  label: 'Amount (AUD)',
  inputMode: 'decimal',
  help: `Dollars and cents, ${formatMoney(ONLINE_PAYMENT.minDollars)} to ${formatMoney(ONLINE_PAYMENT.maxDollars)}, e.g. 249.95`,
};

const REFERENCE_TYPE: FieldDef = {
  name: 'reference_type',
  type: 'radio',
  label: 'What are you paying?',
  options: REFERENCE_TYPES,
  initial: 'invoice',
};

const REFERENCE_NUMBER_FIELD: FieldDef = {
  name: 'reference_number',
  type: 'text',
  label: 'Invoice or balance reference',
  help: 'As printed on your invoice or statement, e.g. INV-20417',
};

const CONSENT: FieldDef = {
  name: 'terms_conditions',
  type: 'checkbox',
  label: 'I agree to the terms of use and to paying this amount',
};

/** /online-payment: the amount, what it is against, the payer and their consent (one step). */
export const ONLINE_PAYMENT_FORM: FormDefinition = {
  form: 'online-payment',
  steps: [
    {
      title: 'Your payment',
      fields: [AMOUNT, REFERENCE_TYPE, REFERENCE_NUMBER_FIELD, ...CONTACT, DEALERSHIP, CONSENT],
      submit: 'create',
    },
  ],
  submitLabel: 'Pay Now',
};
