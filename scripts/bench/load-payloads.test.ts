import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { leadRulesFor } from '../../src/features/forms/rules/schemas/lead-rules.ts';
import { leadSchema, MIN_FILL_MS } from '../../src/features/forms/rules/schemas/lead.ts';
import { MobileSchema } from '../../src/features/forms/rules/schemas/fields.ts';
import { fixtureTenant } from '../../tests/support/fixture-tenants.ts';
import { benchMobile, codesFromOutbox, enquiryPayload, summariseStatuses } from './load-payloads.ts';

describe('enquiryPayload', () => {
  it('is a valid general enquiry for a dealer group that asks for the location, past the bot checks', () => {
    const tenant = fixtureTenant('multi-franchise');
    expect(tenant.site.forms.locationField).toBe(true);
    const payload = enquiryPayload(tenant);
    const result = v.safeParse(leadSchema(leadRulesFor(tenant.site, tenant.locations)), payload);
    expect(result.issues?.map((i) => i.message)).toBeUndefined();
    expect(payload['website']).toBe('');
    expect(payload['fill_ms']).toBeGreaterThanOrEqual(MIN_FILL_MS);
  });
});

describe('benchMobile', () => {
  it('gives distinct Australian mobiles', () => {
    expect(benchMobile(0)).toBe('0400000000');
    expect(benchMobile(123_456)).toBe('0400123456');
    expect(v.safeParse(MobileSchema, benchMobile(99_999_999)).success).toBe(true);
  });
});

describe('codesFromOutbox', () => {
  it('maps each mobile to its latest code, whatever the number format', () => {
    const lines = [
      JSON.stringify({ to: '+61400000001', text: 'Your code is 123456', at: 1 }),
      JSON.stringify({ to: '0400000002', text: 'Your code is 654321', at: 2 }),
      JSON.stringify({ to: '+61400000001', text: 'Your code is 111111', at: 3 }),
      '',
    ].join('\n');
    expect(Object.fromEntries(codesFromOutbox(lines))).toEqual({ '0400000001': '111111', '0400000002': '654321' });
  });
});

describe('summariseStatuses', () => {
  it('counts 2xx, non-2xx, 429, other 4xx and 5xx', () => {
    expect(
      summariseStatuses({ '201': { count: 90 }, '400': { count: 3 }, '429': { count: 5 }, '503': { count: 2 } }),
    ).toEqual({ ok2xx: 90, non2xx: 10, tooMany429: 5, other4xx: 3, server5xx: 2 });
  });
});
