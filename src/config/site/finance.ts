import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

/** spec: finance providers whose figures may appear on a car. */
export const LENDER_PROVIDERS = [
  'Taurus',
  'Manual',
  'Angle',
  'Powertorque',
  'Nissan Finance',
  '360 Finance',
  'AusLoans',
] as const;

export const FinanceSchema = strictObject({
  lenderProvider: doc(
    "Lender whose per-car figures are shown (spec eligibility rules). Default: 'Manual'.",
    v.optional(v.picklist(LENDER_PROVIDERS), 'Manual'),
  ),
  calculatorVariant: doc(
    "Calculator variant: 'standard', 'sidebar' or 'dealer' (dealer fee schedule). Default: 'standard'.",
    v.optional(v.picklist(['standard', 'sidebar', 'dealer']), 'standard'),
  ),
  defaultInterestRate: doc(
    'Default calculator interest rate in percent. Default: 10 (8.5 for one group).',
    v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(30)), 10),
  ),
  interestRange: doc(
    'Interest slider bounds in percent. Default: 0.5 to 15.',
    v.optional(
      strictObject({
        min: doc('Lowest rate in percent. Example: 0.5.', v.number()),
        max: doc('Highest rate in percent. Example: 15.', v.number()),
      }),
      { min: 0.5, max: 15 },
    ),
  ),
  interestLocked: doc('Interest slider disabled. Default: false.', v.optional(v.boolean(), false)),
  amountMin: doc('Loan amount minimum. Default: 1000 (5000 for one provider).', v.optional(v.number(), 1000)),
  maxTermYears: doc(
    'Longest term in years. Default: 7 (5 on some sites).',
    v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(7)), 7),
  ),
  defaultTermYears: doc(
    'Default calculator term in years. Default: unset, so 6 (5 in the sidebar variant), as the spec says; e.g. 5.',
    v.optional(v.number()),
  ),
  defaultFrequency: doc(
    "Default repayment frequency. Default: 'week'.",
    v.optional(v.picklist(['week', 'fortnight', 'month', 'year']), 'week'),
  ),
  broker: doc(
    "Quote broker: 'local' estimates with the finance engine; 'youx' calls the broker over HTTP. Default: 'local'.",
    v.optional(v.picklist(['local', 'youx']), 'local'),
  ),
  excludedDealershipIds: doc(
    'Dealership ids that never show finance figures. Default: [].',
    v.optional(v.array(v.number()), []),
  ),
  excludedMakes: doc(
    "Makes that never show finance figures. Default: ['Suzuki'] (spec).",
    v.optional(v.array(v.string()), ['Suzuki']),
  ),
  pagePath: doc(
    "Finance page path: '/finance', '/finance-enquiry' or '/apply-for-finance'. Default: '/finance'.",
    v.optional(v.picklist(['/finance', '/finance-enquiry', '/apply-for-finance']), '/finance'),
  ),
  popup: doc('Pre-approval as the popup variant (two steps). Default: false.', v.optional(v.boolean(), false)),
  postcodeRequired: doc('Postcode required on the finance form. Default: false.', v.optional(v.boolean(), false)),
  luxury: doc(
    'A luxury site (spec/site §5): the price quick picks default to $300,000 to $800,000. The quote itself stays between $10,000 and $200,000, and the form says so under the price when a pick is above it. Default: false.',
    v.optional(v.boolean(), false),
  ),
  quickPicks: doc(
    'Price quick picks in dollars. Default: $5,000 to $70,000, or $300,000 to $800,000 on a luxury site (`luxury`).',
    v.optional(v.array(v.number())),
  ),
  disclaimer: doc(
    'Finance disclaimer shown under figures.',
    v.optional(
      v.string(),
      'Estimated repayments are indicative only, based on a 5 year term, 10.0% deposit and a 30% final payment, and do not constitute a quote or an offer of credit. Fees, charges and lending criteria apply. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    ),
  ),
});

export type FinanceConfig = v.InferOutput<typeof FinanceSchema>;
export type LenderProvider = (typeof LENDER_PROVIDERS)[number];
