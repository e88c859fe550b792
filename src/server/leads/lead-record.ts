import { careersRule, leadEventId } from '../../features/forms/rules/lead-events.ts';
import { FORM_CATEGORY, type LeadInput } from '../../features/forms/rules/schemas/lead.ts';
import type { FunctionsCar } from '../cars/functions-car.ts';

/** The car a lead is about, as it was when the lead came in (the relay needs no stock lookup). */
export interface CarSnapshot {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge?: string | undefined;
  vin?: string | undefined;
  stocknum: string;
  price: number;
  car_type: string;
  status: string;
  dealership_id: number;
  location_name: string;
  /** Absent on leads stored before it was kept. */
  location_id?: number | undefined;
  /** Odometer in km; absent on leads stored before it was kept. */
  km?: number | undefined;
}

/** A lead as stored: the columns plus the JSON document of everything the shopper sent. */
export interface LeadRecord {
  form: string;
  category: string;
  subcategory: string | undefined;
  lead_status: 'In Progress' | 'Complete';
  form_completed: boolean;
  car_id: number | undefined;
  car: CarSnapshot | undefined;
  data: LeadData;
}

export interface LeadData {
  source: 'Website';
  user_agent: string;
  contact: {
    name: string;
    last_name?: string | undefined;
    email: string;
    phone: string;
    postcode?: string | undefined;
  };
  message?: string | undefined;
  car_dealership_id?: number | undefined;
  dealership_slug?: string | undefined;
  location_id?: number | undefined;
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  offer_accepted: boolean;
  opt_in: boolean;
  /** Analytics event id of the submission (spec/site §7: 22 general enquiry, 51 career enquiry). */
  event_id?: number | undefined;
  /** Form-specific fields (parts, finance, trade-in, ...). */
  fields: Record<string, unknown>;
}

export function carSnapshot(car: FunctionsCar): CarSnapshot {
  const {
    id,
    slug,
    name,
    year,
    make,
    model,
    badge,
    vin,
    stocknum,
    price,
    car_type,
    status,
    dealership_id,
    location_name,
    location_id,
    km,
  } = car;
  return {
    id,
    slug,
    name,
    year,
    make,
    model,
    badge,
    vin,
    stocknum,
    price,
    car_type,
    status,
    dealership_id,
    location_name,
    location_id,
    km,
  };
}

const PHOTO_REQUEST_TEXT = 'Please send photos for this car';
const MULTI_STEP_FORMS = new Set(['parts']);

/**
 * Category, subcategory and event id as the dealer receives them (spec/site §4: 'Careers Enquiry' → General Enquiry +
 * 'Career Enquiry'); the event id is the one the browser records for the same lead (a car enquiry 14 or 15, a test
 * drive 17 or 48, spec/shopper §7), read from the built car, not from what the browser sent.
 */
export function leadCategory(
  input: LeadInput,
  car: FunctionsCar | undefined,
): { category: string; subcategory: string | undefined; event_id: number | undefined } {
  const event_id = leadEventId(input.form, car, input.form === 'enquiry' ? input.category : '');
  if (input.form !== 'enquiry') return { category: FORM_CATEGORY[input.form], subcategory: undefined, event_id };
  const rule = careersRule(input.category);
  return { category: rule.category, subcategory: rule.subcategory ?? input.subcategory, event_id };
}

/** A complete lead about no particular car, sent from the website (the spin to win's entry). */
export function leadWithoutCar(form: string, category: string, data: Omit<LeadData, 'source'>): LeadRecord {
  return {
    form,
    category,
    subcategory: undefined,
    lead_status: 'Complete',
    form_completed: true,
    car_id: undefined,
    car: undefined,
    data: { source: 'Website', ...data },
  };
}

/** The lead a paid checkout delivers: the form as sent, now Complete, with `fields` added to its own. */
export function completedLead(lead: LeadRecord, fields: Record<string, unknown>): LeadRecord {
  return {
    ...lead,
    lead_status: 'Complete',
    form_completed: true,
    data: { ...lead.data, fields: { ...lead.data.fields, ...fields } },
  };
}

/** Turns validated form input into the stored lead. Multi-step forms start 'In Progress'. */
export function leadRecord(input: LeadInput, car: FunctionsCar | undefined, userAgent: string): LeadRecord {
  const {
    form,
    name,
    last_name,
    email,
    phone,
    postcode,
    car_id,
    car_dealership_id,
    dealership_slug,
    location_id,
    lead_attributes,
    offer_accepted,
    opt_in,
    website: _honeypot,
    fill_ms: _fill,
    page_id,
    ...rest
  } = input;
  const {
    category: _category,
    subcategory: _subcategory,
    message: rawMessage,
    ...fields
  } = rest as Record<string, unknown>;
  const { category, subcategory, event_id } = leadCategory(input, car);
  const text = typeof rawMessage === 'string' && rawMessage !== '' ? rawMessage : undefined;
  const message = form === 'photo-request' ? [PHOTO_REQUEST_TEXT, text].filter(Boolean).join('\n\n') : text;
  const multiStep = MULTI_STEP_FORMS.has(form);
  return {
    form,
    category,
    subcategory,
    lead_status: multiStep ? 'In Progress' : 'Complete',
    form_completed: !multiStep,
    car_id: car?.id ?? car_id,
    car: car ? carSnapshot(car) : undefined,
    data: {
      source: 'Website',
      user_agent: userAgent.slice(0, 500),
      contact: { name, last_name, email, phone, postcode },
      message,
      car_dealership_id: car?.dealership_id ?? car_dealership_id,
      dealership_slug,
      location_id,
      lead_attributes,
      offer_accepted: offer_accepted ?? false,
      opt_in,
      event_id,
      fields: { ...fields, ...(page_id === undefined ? {} : { page_id }) },
    },
  };
}
