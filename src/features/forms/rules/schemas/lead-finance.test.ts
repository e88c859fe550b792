import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { leadSchema } from './lead.ts';
import type { LeadRules } from './lead-rules.ts';

const rules: LeadRules = {
  categories: ['General Enquiry'],
  isMessageRequired: true,
  requireTerms: false,
  locationField: false,
  dealershipSlugs: ['north'],
  locationIds: [1],
  financePostcodeRequired: false,
  partsVariant: 'split',
};
const finance = {
  form: 'finance',
  name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '0412345678',
  fill_ms: 3000,
  amount: 30000,
  term: 5,
};

describe("finance lead: 'do you have a trade-in' (spec/site §3, Yes or No)", () => {
  it('keeps the answer', () => {
    expect(v.parse(leadSchema(rules), { ...finance, has_trade_in: 'Yes' })).toMatchObject({ has_trade_in: 'Yes' });
    expect(v.parse(leadSchema(rules), { ...finance, has_trade_in: 'No' })).toMatchObject({ has_trade_in: 'No' });
  });
  it('is optional, and only Yes or No', () => {
    expect(v.safeParse(leadSchema(rules), finance).success).toBe(true);
    const wrong = v.safeParse(leadSchema(rules), { ...finance, has_trade_in: 'Maybe' });
    expect(wrong.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['has_trade_in', 'Please choose one of the options.'],
    ]);
  });
});
