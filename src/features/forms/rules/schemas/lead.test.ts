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
      expect(
        v.parse(leadSchema(rules), {
          ...contact,
          form: 'enquiry',
          category: 'General Enquiry',
          message: 'Hi',
          dealership_slug: 'north',
          location_id: 1,
          terms_conditions: true,
          opt_in: true,
        }).opt_in,
      ).toBe(true);
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
