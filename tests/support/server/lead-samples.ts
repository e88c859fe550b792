import { alphaEnquiry, verifiedPhoneHeader } from './harness.ts';

/** The test drive's day in the samples: 3 July next year (a day already gone is refused). */
export const TEST_DRIVE_DATE = `${new Date().getUTCFullYear() + 1}-07-03`;

/** One lead as the browser sends it, plus the PATCH steps that complete a multi-step form. */
export interface LeadSample {
  label: string;
  body: Record<string, unknown>;
  steps?: Record<string, unknown>[];
  /** Where the browser posts it: /api/leads unless the form has its own route. */
  path?: string;
  /** Sent with the proof of a checked code for its phone (the finance form, verified-phone.ts). */
  verified?: true;
}

/** The headers the browser sends with `sample`: the phone's proof for a verified form (`secret`, `now`: the server's). */
export const sampleHeaders = (
  sample: LeadSample,
  secret: string,
  now: number,
  tenant = 'alpha',
): Record<string, string> =>
  sample.verified ? verifiedPhoneHeader(secret, tenant, String(sample.body['phone']), now) : {};

const contact = alphaEnquiry();
// The category and terms fields belong to the enquiry form only: other forms never send them.
const { category: _category, terms_conditions: _terms, ...common } = contact;
const form = (name: string, over: Record<string, unknown> = {}) => ({
  ...common,
  form: name,
  message: undefined,
  ...over,
});

/** One lead of every form type for the alpha tenant, with and without a car and a postcode. */
export const LEAD_SAMPLES: readonly LeadSample[] = [
  { label: 'general enquiry, postcode, no car', body: { ...contact, postcode: '4000' } },
  {
    label: 'general enquiry at the south location',
    body: { ...contact, dealership_slug: 'dealer-2', location_id: 12 },
  },
  {
    label: 'service enquiry with rego',
    body: { ...contact, category: 'Service Enquiry', rego: 'ABC123', additional_services: ['Wheel alignment'] },
  },
  { label: 'sales enquiry on a car', body: { ...contact, category: 'Sales Enquiry', car_id: 1 } },
  {
    label: 'test drive of a car',
    body: form('test-drive', {
      car_id: 1,
      preferred_date: TEST_DRIVE_DATE,
      preferred_time: '10:30',
      message: 'After work if possible',
    }),
  },
  { label: 'test drive without a car', body: form('test-drive', { postcode: '2000' }) },
  {
    label: 'test drive of a model and variant (model page)',
    body: form('test-drive', { model: 'Corolla', variant: 'SX Hybrid' }),
  },
  { label: 'photo request', body: form('photo-request', { car_id: 1 }) },
  { label: 'find me something similar', body: form('find-similar', { car_id: 2, message: 'Same colour please' }) },
  {
    label: 'parts order in three steps',
    body: form('parts', { dealership_slug: 'dealer-2', location_id: undefined }),
    steps: [
      {
        vehicle_make: 'Mazda',
        vehicle_model: 'CX-5',
        vehicle_year: 2019,
        rego: 'XYZ789',
        vin: 'JM0KF4W7A00000001',
        part_number: 'PE01-14-302',
      },
      { order_detail: 'Two oil filters', lead_status: 'Complete', form_completed: true },
    ],
  },
  {
    label: 'finance on a car',
    body: form('finance', {
      car_id: 1,
      postcode: '4000',
      amount: 25_000,
      term: 5,
      selfAssessedCreditScore: 'DECENT',
      whoIsHelping: 'Partner',
      subscribe: true,
    }),
    verified: true,
  },
  {
    label: 'finance application from a car page, with its visit',
    body: form('finance', {
      car_id: 1,
      car_dealership_id: 1,
      car_type: 'used',
      vin: 'JTDBR32E720000001',
      amount: 30_000,
      term: 7,
      has_trade_in: 'Yes',
      tags: ['Pre-approval'],
      page_id: 'car-1',
      offer_accepted: true,
      opt_in: false,
      lead_attributes: {
        visited_pages: ['/cars/car-1', '/finance'],
        linked_query_params: { utm_source: 'newsletter' },
      },
    }),
    verified: true,
  },
  {
    label: 'finance without a car',
    body: form('finance', { amount: 40_000, term: 3, car_type: 'new' }),
    verified: true,
  },
  {
    label: 'trade-in on a car',
    body: form('trade-in', {
      car_id: 1,
      vehicle_year: 2015,
      vehicle_make: 'Honda',
      vehicle_model: 'Civic',
      kms: 98_000,
      rego: 'TRD001',
      regoState: 'QLD',
      under_finance: 'Yes',
      PreferredContactMethod: 'SMS',
    }),
  },
  { label: 'trade-in without a car', body: form('trade-in', { kms: 150_000, rego: 'OLD111', regoState: 'NSW' }) },
  {
    label: 'sell my car',
    body: form('sell-my-car', {
      vehicle_year: 2018,
      vehicle_make: 'Ford',
      vehicle_model: 'Ranger',
      kms: 120_500,
      rego: 'SEL222',
      regoState: 'VIC',
      under_finance: 'No',
      postcode: '3000',
    }),
  },
  { label: 'register interest in a model', body: form('register-interest', { model: 'bZ4X' }) },
  { label: 'reserve a car', body: form('reserve', { car_id: 1 }), path: '/api/reservations' },
];

/** The reserve form for alpha's car 1 (in stock, reservable), as POST /api/reservations takes it. */
export const reserveBody = (over: Record<string, unknown> = {}) => form('reserve', { car_id: 1, ...over });

/** A buy-online purchase request for alpha's car 1 ($28,990): finance, a trade-in and delivery to Brisbane Metro. */
export const purchaseRequestBody = (over: Record<string, unknown> = {}) => ({
  payment_method: 'finance',
  finance_deposit: 3990,
  finance_term: 5,
  has_trade_in: 'Yes',
  rego: 'TRD001',
  vehicle_make: 'Honda',
  vehicle_model: 'Civic',
  vehicle_year: 2015,
  kms: 98000,
  delivery_method: 'delivery',
  delivery_postcode: '4000',
  ...over,
});

/** The /online-payment form for alpha, as POST /api/online-payments takes it (a signed-in shopper's). */
export const onlinePaymentBody = (over: Record<string, unknown> = {}) =>
  form('online-payment', {
    payment_amount: 249.95,
    reference_type: 'invoice',
    reference_number: 'INV-20417',
    terms_conditions: true,
    ...over,
  });
