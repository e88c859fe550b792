import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { leadSchema } from '../schemas/lead.ts';
import type { LeadRules } from '../schemas/lead-rules.ts';
import { enquiryDefinition } from '../definitions/enquiry.ts';
import { partsDefinition } from '../definitions/parts.ts';
import { careersRule, leadEventId, offerEventId } from './lead-events.ts';
import { fieldErrors, fieldsThrough, initialValues, serverFieldErrors, toPayload } from './payload.ts';
import { stepAction, stepStatus } from './steps.ts';
import { initialVerification, verificationReducer, verificationView } from './verification.ts';
import { gateDecision, isGated, personalisedFinancePath, safePath, signInUrl } from './gates.ts';
import { canReserve, RESERVATION, reservePath } from './reservation.ts';

const rules: LeadRules = {
  categories: ['General Enquiry', 'Sales Enquiry', 'Careers Enquiry'],
  isMessageRequired: true,
  requireTerms: false,
  locationField: false,
  dealershipSlugs: ['a', 'b'],
  locationIds: [1, 2],
  financePostcodeRequired: false,
  partsVariant: 'split',
};

describe('careers rule', () => {
  it("re-sends 'Careers Enquiry' as General Enquiry with subcategory 'Career Enquiry' and event 51", () => {
    expect(careersRule('Careers Enquiry')).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 });
  });
  it('records event 22 for every general enquiry category (the default)', () => {
    expect(careersRule('General Enquiry').eventId).toBe(22);
    expect(careersRule('Sales Enquiry')).toEqual({ category: 'Sales Enquiry', subcategory: undefined, eventId: 22 });
    expect(leadEventId('enquiry', undefined, 'Service Enquiry')).toBe(22);
  });
  it('picks car events by car type', () => {
    expect(leadEventId('enquiry', { car_type: 'used' })).toBe(15);
    expect(leadEventId('enquiry', { car_type: 'new' })).toBe(14);
    expect(leadEventId('test-drive', { car_type: 'used' })).toBe(48);
    expect(leadEventId('test-drive', { car_type: 'used', tag: 'Test Drive Only' })).toBe(17);
    expect(leadEventId('enquiry', undefined, 'Careers Enquiry')).toBe(51);
  });
  it("records a sold car's 'Find Me Something Similar' as a car enquiry: 14 new or demo, 15 used", () => {
    expect(leadEventId('find-similar', { car_type: 'new' })).toBe(14);
    expect(leadEventId('find-similar', { car_type: 'demo' })).toBe(14);
    expect(leadEventId('find-similar', { car_type: 'used' })).toBe(15);
    expect(leadEventId('find-similar', undefined)).toBeUndefined();
  });
  it('records event 18 for a lead that accepts the offer, and nothing otherwise', () => {
    expect(offerEventId(true)).toBe(18);
    for (const value of [false, undefined, 'true', 1]) expect(offerEventId(value), String(value)).toBeUndefined();
  });
});

describe('enquiry form payload and errors', () => {
  const definition = enquiryDefinition(rules);
  const fields = fieldsThrough(definition, 0);
  const schema = leadSchema(rules);

  it("defaults the category to General Enquiry and opt-in to true", () => {
    const values = initialValues(fields);
    expect(values['category']).toBe('General Enquiry');
    expect(values['opt_in']).toBe(true);
  });

  it('leaves empty values out so the shared schema names every required field', () => {
    const values = initialValues(fields);
    const payload = { form: 'enquiry', fill_ms: 3000, ...toPayload(fields, values) };
    const result = v.safeParse(schema, payload);
    expect(result.success).toBe(false);
    const errors = fieldErrors(fields, values, result.issues ?? []);
    expect(errors).toMatchObject({
      name: 'This is a required field.',
      email: 'This is a required field.',
      phone: 'This is a required field.',
      message: 'This is a required field.',
      dealership: '*Please select a dealership location',
    });
    expect(errors['rego']).toBeUndefined();
  });

  it('accepts a complete enquiry, Rego optional, with the location id as a number', () => {
    const values = { ...initialValues(fields), name: 'Ann', email: 'ann@example.com', phone: '+61 412 345 678', message: 'Hi', dealership_slug: 'a', location_id: '1' };
    const payload = toPayload(fields, values);
    expect(payload).toMatchObject({ location_id: 1, dealership_slug: 'a', opt_in: true });
    const result = v.safeParse(schema, { form: 'enquiry', fill_ms: 3000, ...payload });
    expect(result.success).toBe(true);
    if (result.success) expect(result.output.phone).toBe('0412345678');
  });

  it('relaxes Comments when the site says so and asks for terms when required', () => {
    const relaxed = { ...rules, isMessageRequired: false, requireTerms: true };
    const f = fieldsThrough(enquiryDefinition(relaxed), 0);
    const values = { ...initialValues(f), name: 'Ann', email: 'ann@example.com', phone: '0412345678', dealership_slug: 'a' };
    const result = v.safeParse(leadSchema(relaxed), { form: 'enquiry', fill_ms: 3000, ...toPayload(f, values) });
    const errors = fieldErrors(f, values, result.issues ?? []);
    expect(errors).toEqual({ terms_conditions: '* You must agree to the terms of use before submitting the form.' });
  });

  it('maps server field errors onto the field that owns them', () => {
    expect(serverFieldErrors(fields, { location_id: 'Please select a location.', email: 'Please enter a valid email address.' }))
      .toEqual({ dealership: 'Please select a location.', email: 'Please enter a valid email address.' });
  });
});

describe('parts order steps', () => {
  const split = partsDefinition({ ...rules, partsVariant: 'split' });
  const combined = partsDefinition({ ...rules, partsVariant: 'combined' });

  it('has the steps Contact Details, Vehicle Details, Order Details', () => {
    expect(split.steps.map((s) => s.title)).toEqual(['Contact Details', 'Vehicle Details', 'Order Details']);
  });
  it('creates the lead after the first step and patches it after', () => {
    expect(stepAction(split, 0, undefined)).toEqual({ kind: 'create', last: false });
    expect(stepAction(split, 1, 'L1')).toEqual({ kind: 'patch', last: false });
    expect(stepAction(split, 2, 'L1')).toEqual({ kind: 'patch', last: true });
  });
  it('completes the last step with lead_status Complete and form_completed', () => {
    expect(stepStatus(true)).toEqual({ lead_status: 'Complete', form_completed: true });
    expect(stepStatus(false)).toEqual({ lead_status: 'In Progress', form_completed: false });
  });
  it('keeps Rego, VIN and Part# optional in the split variant and has one combined field otherwise', () => {
    const names = (d: typeof split) => d.steps.flatMap((s) => s.fields).filter((f) => !f.required).map((f) => f.name);
    expect(names(split)).toEqual(expect.arrayContaining(['rego', 'vin', 'part_number']));
    const combinedField = combined.steps.flatMap((s) => s.fields).find((f) => f.name === 'rego_vin_part');
    expect(combinedField?.label).toBe('Rego, VIN, or Part#');
    expect(combinedField?.type).toBe('textarea');
  });
  it('asks for required vehicle fields before moving on', () => {
    const f = split.steps[1]?.fields ?? [];
    expect(fieldErrors(f, initialValues(f), [])).toEqual({
      vehicle_make: 'This is a required field.', vehicle_model: 'This is a required field.', vehicle_year: 'This is a required field.',
    });
  });
});

describe('phone verification states', () => {
  it('goes not sent → sending → sent with Resend Code, phone disabled and Code sent!', () => {
    const sending = verificationReducer(initialVerification, { type: 'send', phone: '0412345678' });
    expect(verificationView(sending)).toMatchObject({ busy: true, phoneDisabled: false });
    const sent = verificationReducer(sending, { type: 'sent' });
    expect(verificationView(sent)).toEqual({ button: 'Resend Code', phoneDisabled: true, help: 'Code sent!', busy: false, countdown: '' });
  });
  it('returns to not sent when the first send fails, and stays sent when a resend fails', () => {
    const failed = verificationReducer(verificationReducer(initialVerification, { type: 'send', phone: '0412345678' }), { type: 'failed', error: 'Too many verification attempts. Please try again later.' });
    expect(failed).toMatchObject({ status: 'not-sent', error: 'Too many verification attempts. Please try again later.' });
    let state = verificationReducer(verificationReducer(initialVerification, { type: 'send', phone: '0412345678' }), { type: 'sent' });
    state = verificationReducer(verificationReducer(state, { type: 'send', phone: '0412345678' }), { type: 'failed', error: 'x' });
    expect(state.status).toBe('sent');
  });
});

describe('gated routes', () => {
  const gates = { checkout: false, finance: true, spinToWin: false, creditCheckFinance: false, tradeIn: false, sellMyCar: false };
  it('always gates online-payment and the garage; others by site config', () => {
    expect(isGated('online-payment', gates)).toBe(true);
    expect(isGated('garage', gates)).toBe(true);
    expect(isGated('finance', gates)).toBe(true);
    expect(isGated('checkout', gates)).toBe(false);
    expect(isGated('trade-in', gates)).toBe(false);
  });
  it('redirects to sign-in with type, redirect and back; waits for the car slug', () => {
    expect(gateDecision(false, 'checkout', '/cars/x/checkout', '/cars/x')).toEqual({ kind: 'redirect', to: '/sign-in?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout&back=%2Fcars%2Fx' });
    expect(gateDecision(false, 'checkout', undefined, '/')).toEqual({ kind: 'wait' });
    expect(gateDecision(undefined, 'garage', '/my-garage', '/')).toEqual({ kind: 'wait' });
    expect(gateDecision(true, 'garage', '/my-garage', '/')).toEqual({ kind: 'show' });
  });
  it('only follows same-site paths', () => {
    expect(safePath('//evil.example')).toBe('/');
    expect(safePath('https://evil.example')).toBe('/');
    expect(signInUrl('watchlist', '/cars/a', '/cars/a')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fa&back=%2Fcars%2Fa');
  });
  it('sends a car with a VIN or NVIC to the personalised finance page', () => {
    expect(personalisedFinancePath({ id: 7, vin: 'JT123' })).toBe('/personalised/finance?car_id=7');
    expect(personalisedFinancePath({ id: 7, vin: ' ', nvic: '' })).toBeUndefined();
  });
});

describe('reservable rule', () => {
  const car = { status: 'in_stock', reserved: false, price: 25_990 };
  it('offers reserve for an available, unreserved car with a shown price when the site flag is on', () => {
    expect(canReserve(car, true)).toBe(true);
    expect(canReserve(car, false)).toBe(false);
    expect(canReserve({ ...car, reserved: true }, true)).toBe(false);
    expect(canReserve({ ...car, status: 'sold' }, true)).toBe(false);
    expect(canReserve({ ...car, price: 0 }, true)).toBe(false);
  });
  it('holds the car 48 hours for a $200, 100% refundable deposit', () => {
    expect(RESERVATION).toEqual({ depositDollars: 200, refundablePercent: 100, holdHours: 48 });
    expect(reservePath('x', true)).toBe('/cars/x/buy-online');
    expect(reservePath('x', false)).toBe('/cars/x/checkout');
  });
});
