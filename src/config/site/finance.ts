import * as v from 'valibot';

/** spec: finance providers whose figures may appear on a car. */
export const LENDER_PROVIDERS = ['Taurus', 'Manual', 'Angle', 'Powertorque', 'Nissan Finance', '360 Finance', 'AusLoans'] as const;

export const FinanceSchema = v.object({
  /** Lender whose per-car figures are shown (spec eligibility rules). Default: 'Manual'. */
  lenderProvider: v.optional(v.picklist(LENDER_PROVIDERS), 'Manual'),
  /** Calculator variant: 'standard', 'sidebar' or 'dealer' (dealer fee schedule). Default: 'standard'. */
  calculatorVariant: v.optional(v.picklist(['standard', 'sidebar', 'dealer']), 'standard'),
  /** Default calculator interest rate in percent. Default: 10 (8.5 for one group). */
  defaultInterestRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(30)), 10),
  /** Interest slider bounds in percent. Default: 0.5 to 15. */
  interestRange: v.optional(v.object({ min: v.number(), max: v.number() }), { min: 0.5, max: 15 }),
  /** Interest slider disabled. Default: false. */
  interestLocked: v.optional(v.boolean(), false),
  /** Loan amount minimum. Default: 1000 (5000 for one provider). */
  amountMin: v.optional(v.number(), 1000),
  /** Longest term in years. Default: 7 (5 on some sites). */
  maxTermYears: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(7)), 7),
  /** Default calculator term in years. Default: unset, so 6 (5 in the sidebar variant), as the spec says; e.g. 5. */
  defaultTermYears: v.optional(v.number()),
  /** Default repayment frequency. Default: 'week'. */
  defaultFrequency: v.optional(v.picklist(['week', 'fortnight', 'month', 'year']), 'week'),
  /** Quote broker: 'local' estimates with the finance engine; 'youx' calls the broker over HTTP. Default: 'local'. */
  broker: v.optional(v.picklist(['local', 'youx']), 'local'),
  /** Dealership ids that never show finance figures. Default: []. */
  excludedDealershipIds: v.optional(v.array(v.number()), []),
  /** Makes that never show finance figures. Default: ['Suzuki'] (spec). */
  excludedMakes: v.optional(v.array(v.string()), ['Suzuki']),
  /** Finance page path: '/finance', '/finance-enquiry' or '/apply-for-finance'. Default: '/finance'. */
  pagePath: v.optional(v.picklist(['/finance', '/finance-enquiry', '/apply-for-finance']), '/finance'),
  /** Pre-approval as the popup variant (two steps). Default: false. */
  popup: v.optional(v.boolean(), false),
  /** Postcode required on the finance form. Default: false. */
  postcodeRequired: v.optional(v.boolean(), false),
  /** Price quick picks. Default: $5,000 to $70,000 ($300,000 to $800,000 on a luxury site). */
  quickPicks: v.optional(v.array(v.number()), [5000, 10000, 20000, 30000, 50000, 70000]),
  /** Finance disclaimer shown under figures. */
  disclaimer: v.optional(
    v.string(),
    'Estimated repayments are indicative only, based on a 5 year term, 10.0% deposit and a 30% final payment, and do not constitute a quote or an offer of credit. Fees, charges and lending criteria apply. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
  ),
});

export type FinanceConfig = v.InferOutput<typeof FinanceSchema>;
export type LenderProvider = (typeof LENDER_PROVIDERS)[number];
