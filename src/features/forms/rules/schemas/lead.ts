import * as v from 'valibot';
import {
  EmailSchema,
  IdSchema,
  optionalFlag,
  optionalId,
  optionalMultilineText,
  optionalText,
  PhoneSchema,
  PostcodeSchema,
  requiredMultilineText,
  requiredText,
} from './fields.ts';
import { BookingDateSchema, TimeOfDaySchema } from './calendar-date.ts';
import { isWholeCents, ONLINE_PAYMENT, REFERENCE_NUMBER, REFERENCE_TYPES } from '../online-payment.ts';
import type { LeadRules } from './lead-rules.ts';
import { MESSAGES, yearRange } from './messages.ts';

/** Every lead form the sites have; `form` selects the fields and the lead category. */
export const LEAD_FORMS = [
  'enquiry',
  'test-drive',
  'photo-request',
  'find-similar',
  'parts',
  'finance',
  'trade-in',
  'sell-my-car',
  'register-interest',
  'reserve',
  'online-payment',
] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** Category sent for each form other than the enquiry form (whose category the shopper picks). */
export const FORM_CATEGORY: Record<Exclude<LeadForm, 'enquiry'>, string> = {
  'test-drive': 'Test Drive',
  'photo-request': 'Photo Request',
  'find-similar': 'Find Me Something Similar',
  parts: 'Parts Enquiry',
  finance: 'Finance Enquiry',
  'trade-in': 'Trade-In Valuation',
  'sell-my-car': 'Sell My Car',
  'register-interest': 'Register Interest',
  reserve: 'Reserve',
  'online-payment': 'Online Payment',
};

/** Shortest plausible time to fill a form by hand; faster submissions are bots (with the honeypot). */
export const MIN_FILL_MS = 2500;

const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** What every lead carries about the visit: the pages of this browser session and the landing query (campaign) parameters. */
export const LeadAttributesSchema = v.object(
  {
    visited_pages: v.optional(
      v.pipe(
        v.array(
          v.pipe(v.string(MESSAGES.visitedPages), v.maxLength(500, MESSAGES.visitedPages)),
          MESSAGES.visitedPages,
        ),
        v.maxLength(50, MESSAGES.visitedPages),
      ),
      [],
    ),
    linked_query_params: v.optional(
      v.pipe(
        v.record(
          v.pipe(v.string(MESSAGES.campaignParams), v.maxLength(100, MESSAGES.campaignParams)),
          v.pipe(v.string(MESSAGES.campaignParams), v.maxLength(500, MESSAGES.campaignParams)),
          MESSAGES.campaignParams,
        ),
        v.check((r) => Object.keys(r).length <= 30, MESSAGES.campaignParams),
      ),
      {},
    ),
  },
  MESSAGES.leadAttributes,
);

/** The year of the shopper's own vehicle: a whole year from 1900 to next year, or a message naming the range. */
const latestYear = () => new Date().getUTCFullYear() + 1;
const outOfRange = () => yearRange(latestYear());
const VehicleYearSchema = v.pipe(
  v.number(MESSAGES.number),
  v.integer(outOfRange),
  v.minValue(1900, outOfRange),
  v.check((year) => year <= latestYear(), outOfRange),
);

/** Fields every lead carries (spec: lead submission helper). */
const contact = {
  name: requiredText(80),
  last_name: optionalText(80),
  email: EmailSchema,
  phone: PhoneSchema,
  postcode: v.optional(PostcodeSchema),
  car_id: optionalId,
  car_dealership_id: optionalId,
  page_id: optionalText(200),
  /** Marketing consent: only a form that shows the opt-in box (ticked by default, spec/site §5) can answer yes. */
  opt_in: v.optional(v.boolean(MESSAGES.choice), false),
  offer_accepted: optionalFlag,
  lead_attributes: v.optional(LeadAttributesSchema, { visited_pages: [], linked_query_params: {} }),
  /** Honeypot: a hidden field people never fill. */
  website: v.optional(v.string(MESSAGES.text), ''),
  /** Milliseconds between showing the form and submitting it, measured by the browser. */
  fill_ms: v.pipe(v.number(MESSAGES.required), v.minValue(0, MESSAGES.number)),
};

const optionalMessage = optionalMultilineText(2000);
const requiredCar = { car_id: IdSchema };
/** The shopper's own car on the trade-in and sell-my-car forms (and a purchase request's trade-in). */
export const TRADE_IN_VEHICLE = {
  rego: optionalText(12),
  kms: v.optional(
    v.pipe(v.number(MESSAGES.number), v.minValue(0, MESSAGES.number), v.maxValue(2_000_000, MESSAGES.number)),
  ),
  vehicle_year: v.optional(VehicleYearSchema),
  vehicle_make: optionalText(60),
  vehicle_model: optionalText(60),
};
const tradeFields = {
  ...TRADE_IN_VEHICLE,
  regoState: v.optional(v.picklist(AU_STATES, MESSAGES.choice)),
  location_id: optionalId,
  PreferredContactMethod: v.optional(v.picklist(['Phone', 'Email', 'SMS'], MESSAGES.choice), 'Phone'),
  under_finance: v.optional(v.picklist(['Yes', 'No'], MESSAGES.choice)),
  message: optionalMessage,
};

/** Parts order fields; all optional per step, checked as a whole when the order completes. */
export const PartsFieldsSchema = v.object({
  vehicle_make: optionalText(60),
  vehicle_model: optionalText(60),
  vehicle_year: v.optional(VehicleYearSchema),
  rego: optionalText(12),
  vin: optionalText(17),
  part_number: optionalText(60),
  rego_vin_part: optionalMultilineText(500),
  order_detail: optionalMultilineText(2000),
});

/** Fields a completed parts order must have (spec/site §5: other fields required by default). */
export const PARTS_REQUIRED = ['vehicle_make', 'vehicle_model', 'vehicle_year', 'order_detail'] as const;

/** /online-payment: the amount in dollars, what it is against, and the shopper's consent. */
export const OnlinePaymentFieldsSchema = v.object({
  payment_amount: v.pipe(
    v.number(MESSAGES.required),
    v.minValue(ONLINE_PAYMENT.minDollars, MESSAGES.paymentMin),
    v.maxValue(ONLINE_PAYMENT.maxDollars, MESSAGES.paymentMax),
    v.check(isWholeCents, MESSAGES.paymentCents),
  ),
  reference_type: v.picklist(
    REFERENCE_TYPES.map((t) => t.value),
    MESSAGES.choice,
  ),
  reference_number: v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.regex(REFERENCE_NUMBER, MESSAGES.paymentReference),
  ),
  terms_conditions: v.pipe(
    v.boolean(MESSAGES.terms),
    v.check((ticked) => ticked, MESSAGES.terms),
  ),
  message: optionalMultilineText(2000),
});

/** A PATCH step of a multi-step lead (the parts order): more fields, a status, and completion. */
export const LeadStepSchema = v.object({
  ...PartsFieldsSchema.entries,
  lead_status: v.optional(v.picklist(['In Progress', 'Complete'], MESSAGES.choice), 'In Progress'),
  form_completed: v.optional(v.boolean(MESSAGES.choice), false),
});

/** The lead schema for one site: the shared fields plus the site's enquiry rules (spec/site §5). */
export function leadSchema(rules: LeadRules) {
  const several = rules.dealershipSlugs.length > 1;
  // A missing required choice gets the choice's own message (the default '' fails the picklist).
  const dealership = several
    ? v.optional(v.pipe(v.string(MESSAGES.dealership), v.picklist(rules.dealershipSlugs, MESSAGES.dealership)), '')
    : v.optional(v.picklist(rules.dealershipSlugs, MESSAGES.dealership));
  const locationIds = rules.locationIds;
  const knownLocation = v.pipe(
    v.number(MESSAGES.location),
    v.check((id) => locationIds.includes(id), MESSAGES.location),
  );
  const location = rules.locationField ? v.optional(knownLocation, 0) : v.optional(knownLocation);
  const base = { ...contact, dealership_slug: dealership, location_id: v.optional(knownLocation) };
  const formObject = <E extends v.ObjectEntries>(entries: E) => v.object(entries, MESSAGES.required);
  return v.variant(
    'form',
    [
      formObject({
        ...base,
        form: v.literal('enquiry'),
        category: v.optional(
          v.pipe(
            v.string(MESSAGES.required),
            v.nonEmpty(MESSAGES.required),
            v.picklist(rules.categories, MESSAGES.category),
          ),
          '',
        ),
        subcategory: optionalText(80),
        message: rules.isMessageRequired ? requiredMultilineText(2000) : optionalMessage,
        rego: optionalText(12),
        location_id: location,
        terms_conditions: rules.requireTerms
          ? v.optional(
              v.pipe(
                v.boolean(MESSAGES.terms),
                v.check((ticked) => ticked, MESSAGES.terms),
              ),
              false,
            )
          : optionalFlag,
        additional_services: v.optional(
          v.pipe(
            v.array(v.pipe(v.string(MESSAGES.choice), v.maxLength(80, MESSAGES.tooLong)), MESSAGES.choice),
            v.maxLength(20, MESSAGES.tooLong),
          ),
          [],
        ),
      }),
      formObject({
        ...base,
        form: v.literal('test-drive'),
        // From a model page's variant button (/book-test-drive?model=&variant=), when no car is named.
        model: optionalText(80),
        variant: optionalText(80),
        preferred_date: v.optional(BookingDateSchema),
        preferred_time: v.optional(TimeOfDaySchema),
        message: optionalMessage,
      }),
      formObject({ ...base, ...requiredCar, form: v.literal('photo-request'), message: optionalMessage }),
      formObject({ ...base, ...requiredCar, form: v.literal('find-similar'), message: optionalMessage }),
      formObject({ ...base, ...PartsFieldsSchema.entries, form: v.literal('parts') }),
      formObject({
        ...base,
        form: v.literal('finance'),
        postcode: rules.financePostcodeRequired ? PostcodeSchema : v.optional(PostcodeSchema),
        amount: v.pipe(
          v.number(MESSAGES.required),
          v.minValue(10_000, MESSAGES.financePrice),
          v.maxValue(200_000, MESSAGES.financePrice),
        ),
        term: v.pipe(
          v.number(MESSAGES.required),
          v.integer(MESSAGES.loanTerm),
          v.minValue(1, MESSAGES.loanTerm),
          v.maxValue(7, MESSAGES.loanTerm),
        ),
        selfAssessedCreditScore: v.optional(v.picklist(['GREAT', 'DECENT', 'POOR'], MESSAGES.choice), 'GREAT'),
        whoIsHelping: optionalText(80),
        has_trade_in: v.optional(v.picklist(['Yes', 'No'], MESSAGES.choice)),
        subscribe: optionalFlag,
        vin: optionalText(17),
        car_type: v.optional(v.picklist(['new', 'used', 'demo'], MESSAGES.choice)),
        tags: v.optional(
          v.pipe(
            v.array(v.pipe(v.string(MESSAGES.tags), v.maxLength(40, MESSAGES.tags)), MESSAGES.tags),
            v.maxLength(10, MESSAGES.tags),
          ),
        ),
        message: optionalMessage,
      }),
      formObject({ ...base, ...tradeFields, form: v.literal('trade-in') }),
      formObject({ ...base, ...tradeFields, form: v.literal('sell-my-car') }),
      formObject({ ...base, form: v.literal('register-interest'), model: requiredText(80), message: optionalMessage }),
      formObject({ ...base, ...requiredCar, form: v.literal('reserve'), message: optionalMessage }),
      formObject({ ...base, ...OnlinePaymentFieldsSchema.entries, form: v.literal('online-payment') }),
    ],
    MESSAGES.choice,
  );
}

export type LeadInput = v.InferOutput<ReturnType<typeof leadSchema>>;
