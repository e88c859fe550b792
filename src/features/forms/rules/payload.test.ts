import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { enquiryDefinition } from './definitions/enquiry.ts';
import { leadSchema } from './schemas/lead.ts';
import { TEST_RULES } from './schemas/lead-rules.fixture.ts';
import { fieldErrors, fieldsThrough, initialValues, serverFieldErrors, toPayload } from './payload.ts';

describe('enquiry form payload and errors', () => {
  const definition = enquiryDefinition(TEST_RULES);
  const fields = fieldsThrough(definition, 0);
  const schema = leadSchema(TEST_RULES);

  it('defaults the category to General Enquiry and opt-in to true', () => {
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
    const values = {
      ...initialValues(fields),
      name: 'Ann',
      email: 'ann@example.com',
      phone: '+61 412 345 678',
      message: 'Hi',
      dealership_slug: 'a',
      location_id: '1',
    };
    const payload = toPayload(fields, values);
    expect(payload).toMatchObject({ location_id: 1, dealership_slug: 'a', opt_in: true });
    const result = v.safeParse(schema, { form: 'enquiry', fill_ms: 3000, ...payload });
    expect(result.success).toBe(true);
    if (result.success) expect(result.output.phone).toBe('0412345678');
  });

  it('relaxes Comments when the site says so and asks for terms when required', () => {
    const relaxed = { ...TEST_RULES, isMessageRequired: false, requireTerms: true };
    const f = fieldsThrough(enquiryDefinition(relaxed), 0);
    const values = {
      ...initialValues(f),
      name: 'Ann',
      email: 'ann@example.com',
      phone: '0412345678',
      dealership_slug: 'a',
    };
    const result = v.safeParse(leadSchema(relaxed), { form: 'enquiry', fill_ms: 3000, ...toPayload(f, values) });
    const errors = fieldErrors(f, values, result.issues ?? []);
    expect(errors).toEqual({ terms_conditions: '* You must agree to the terms of use before submitting the form.' });
  });

  it('maps server field errors onto the field that owns them', () => {
    expect(
      serverFieldErrors(fields, {
        location_id: 'Please select a location.',
        email: 'Please enter a valid email address.',
      }),
    ).toEqual({ dealership: 'Please select a location.', email: 'Please enter a valid email address.' });
  });
});
