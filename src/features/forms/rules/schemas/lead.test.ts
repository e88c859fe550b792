import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSchema, PostcodeSchema } from './fields.ts';
import { leadSchema } from './lead.ts';
import type { LeadRules } from './lead-rules.ts';

const rules: LeadRules = {
  categories: ['General Enquiry', 'Careers Enquiry'],
  isMessageRequired: true,
  requireTerms: true,
  locationField: true,
  dealershipSlugs: ['north', 'south'],
  locationIds: [1, 2],
  financePostcodeRequired: true,
  partsVariant: 'split',
};
const contact = { name: 'Ann', email: 'ann@example.com', phone: '0412345678', fill_ms: 3000 };
/** A valid enquiry, with `over` replacing or adding fields. */
const enquiry = (over: Record<string, unknown>) => ({
  ...contact,
  form: 'enquiry',
  category: 'General Enquiry',
  message: 'Hi',
  dealership_slug: 'north',
  location_id: 1,
  terms_conditions: true,
  ...over,
});
const messages = (input: unknown) => {
  const result = v.safeParse(leadSchema(rules), input);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i), i.message]));
};

describe('lead schema shared by the browser and the functions', () => {
  describe('enquiry (spec/site §5)', () => {
    it('requires Comments, a dealership on a multi-dealership site, a location and the terms', () => {
      expect(messages({ ...contact, form: 'enquiry', category: 'General Enquiry' })).toEqual({
        message: 'This is a required field.',
        dealership_slug: '*Please select a dealership location',
        location_id: 'Please select a location.',
        terms_conditions: '* You must agree to the terms of use before submitting the form.',
      });
    });
    it('accepts a complete enquiry and normalises the phone', () => {
      const result = v.parse(leadSchema(rules), {
        ...contact,
        phone: '+61 412 345 678',
        form: 'enquiry',
        category: 'Careers Enquiry',
        message: 'Hi',
        dealership_slug: 'north',
        location_id: 1,
        terms_conditions: true,
      });
      expect(result.phone).toBe('0412345678');
      expect(result.opt_in).toBe(false);
      expect(v.parse(leadSchema(rules), enquiry({ opt_in: true })).opt_in).toBe(true);
    });
    it('a name or Comments of control or zero-width characters only is required (the CRM would get them empty)', () => {
      expect(messages(enquiry({ name: '\u0001\u0002', message: '\u0000' }))).toEqual({
        name: 'This is a required field.',
        message: 'This is a required field.',
      });
      expect(messages(enquiry({ name: '\u200b', message: '\u200b\ufeff\r\n' }))).toEqual({
        name: 'This is a required field.',
        message: 'This is a required field.',
      });
      const lead = v.parse(leadSchema(rules), enquiry({ name: 'Ann\r\nLee', message: 'Line one\r\nline two' }));
      expect(lead).toMatchObject({ name: 'Ann Lee', message: 'Line one\nline two' });
    });
    it('records no marketing consent for a form that never asked (no opt-in box: photo request, reserve)', () => {
      const result = v.parse(leadSchema(rules), {
        ...contact,
        form: 'photo-request',
        car_id: 7,
        dealership_slug: 'north',
        location_id: 1,
      });
      expect(result.opt_in).toBe(false);
    });
  });
  describe('finance (spec/site §5)', () => {
    it('rejects an amount outside 10000 to 200000 and a missing postcode where required', () => {
      expect(messages({ ...contact, form: 'finance', amount: 5000, term: 5 })).toMatchObject({
        amount: 'Cannot be less than $10,000 or more than $200,000',
        postcode: 'This is a required field.',
      });
      expect(messages({ ...contact, form: 'finance', amount: 30000, term: 5, postcode: '40' })).toMatchObject({
        postcode: 'Invalid postcode. Please enter a 4-digit number.',
      });
    });
  });
  describe('test drive', () => {
    it("refuses a day already gone ('Please choose today or a later date.') and takes today", () => {
      const today = new Date().toISOString().slice(0, 10);
      const drive = (preferred_date: string) => ({
        ...contact,
        form: 'test-drive',
        preferred_date,
        preferred_time: '10:30',
      });
      expect(messages(drive('2001-01-01'))).toMatchObject({ preferred_date: 'Please choose today or a later date.' });
      expect(messages(drive(today))).not.toHaveProperty('preferred_date');
    });
    const drive = (preferred_date?: string, preferred_time?: string) => ({
      ...contact,
      form: 'test-drive',
      dealership_slug: 'north',
      ...(preferred_date === undefined ? {} : { preferred_date }),
      ...(preferred_time === undefined ? {} : { preferred_time }),
    });
    const monthsAhead = (months: number) => {
      const day = new Date();
      day.setUTCDate(1);
      day.setUTCMonth(day.getUTCMonth() + months);
      return day.toISOString().slice(0, 10);
    };
    it("refuses a date that is not on the calendar ('Please choose a valid date.')", () => {
      const nextYear = new Date().getUTCFullYear() + 1;
      for (const date of [`${nextYear}-02-31`, `${nextYear}-04-31`, `${nextYear}-13-01`, `${nextYear}-00-10`, 'soon'])
        expect(messages(drive(date)), date).toMatchObject({ preferred_date: 'Please choose a valid date.' });
      const leapYear = Math.ceil((nextYear + 1) / 4) * 4;
      expect(messages(drive(`${leapYear - 1}-02-29`))).toMatchObject({ preferred_date: 'Please choose a valid date.' });
    });
    it("refuses a date more than 12 months ahead ('Please choose a date within the next 12 months.')", () => {
      expect(messages(drive('9999-12-31', '03:00'))).toEqual({
        preferred_date: 'Please choose a date within the next 12 months.',
      });
      expect(messages(drive(monthsAhead(13)))).toEqual({
        preferred_date: 'Please choose a date within the next 12 months.',
      });
      expect(messages(drive(monthsAhead(11)))).toEqual({});
    });
    it("refuses a time outside 00:00 to 23:59 ('Please choose a valid time between 00:00 and 23:59.')", () => {
      for (const time of ['99:99', '24:00', '12:60', '7:30', '07:30:00'])
        expect(messages(drive(undefined, time)), time).toEqual({
          preferred_time: 'Please choose a valid time between 00:00 and 23:59.',
        });
      expect(messages(drive(monthsAhead(1), '00:00'))).toEqual({});
      expect(messages(drive(monthsAhead(1), '23:59'))).toEqual({});
      expect(messages(drive())).toEqual({});
    });
  });
  describe('lead attributes (visited pages and campaign parameters)', () => {
    const photo = (lead_attributes: unknown) => ({
      ...contact,
      form: 'photo-request',
      car_id: 7,
      dealership_slug: 'north',
      lead_attributes,
    });
    it('names the field with a sentence for a value of the wrong type', () => {
      expect(messages(photo({ visited_pages: 'x' }))).toEqual({
        'lead_attributes.visited_pages': 'Expected a list of at most 50 page addresses of up to 500 characters each.',
      });
      expect(messages(photo({ visited_pages: [1] }))).toEqual({
        'lead_attributes.visited_pages.0': 'Expected a list of at most 50 page addresses of up to 500 characters each.',
      });
      expect(messages(photo({ linked_query_params: { a: 1 } }))).toEqual({
        'lead_attributes.linked_query_params.a':
          'Expected at most 30 campaign parameters, each a name of up to 100 characters with a text value of up to 500.',
      });
      expect(messages(photo('x'))).toEqual({ lead_attributes: 'Expected the pages visited and campaign parameters.' });
    });
  });
  describe("every message is a sentence, never valibot's own wording", () => {
    const RAW = /Invalid (key|type|value|length|entry)|but received/;
    it.each([[null], [1], ['x'], [true], [[]], [{}], [[1]], [{ a: 1 }]])('a field holding %j', (wrong) => {
      const raw: string[] = [];
      for (const option of leadSchema(rules).options) {
        const form = option.entries.form.literal;
        for (const field of Object.keys(option.entries).filter((f) => f !== 'form'))
          for (const [path, message] of Object.entries(messages({ ...contact, form, [field]: wrong })))
            if (RAW.test(String(message))) raw.push(`${form} ${path}: ${message}`);
      }
      expect(raw).toEqual([]);
    });
  });
  describe('parts', () => {
    it('a vehicle year outside 1900 to next year names the range, not "Please enter a number."', () => {
      const latest = new Date().getUTCFullYear() + 1;
      const parts = (vehicle_year: number) => ({ ...contact, form: 'parts', vehicle_year });
      for (const year of [3025, 1899, 2019.5])
        expect(messages(parts(year))).toMatchObject({ vehicle_year: `Please enter a year from 1900 to ${latest}.` });
      expect(messages(parts(latest))).not.toHaveProperty('vehicle_year');
    });
  });
  describe('fields', () => {
    it("codes: 'This is a required field.' when empty, 'Code must be 6 digits.' on a wrong length", () => {
      expect(v.safeParse(CodeSchema, '').issues?.[0]?.message).toBe('This is a required field.');
      expect(v.safeParse(CodeSchema, '123').issues?.[0]?.message).toBe('Code must be 6 digits.');
      expect(v.safeParse(CodeSchema, '123456').success).toBe(true);
    });
    it('postcodes are exactly 4 digits', () => {
      expect(v.safeParse(PostcodeSchema, '400').issues?.[0]?.message).toBe(
        'Invalid postcode. Please enter a 4-digit number.',
      );
      expect(v.safeParse(PostcodeSchema, '4000').success).toBe(true);
    });
  });
});
