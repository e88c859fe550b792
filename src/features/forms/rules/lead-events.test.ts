import { describe, expect, it } from 'vitest';
import { careersRule, leadEventId, offerEventId } from './lead-events.ts';

describe('careers rule', () => {
  it("re-sends 'Careers Enquiry' as General Enquiry with subcategory 'Career Enquiry' and event 51", () => {
    expect(careersRule('Careers Enquiry')).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      eventId: 51,
    });
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
