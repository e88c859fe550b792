import { describe, expect, it } from 'vitest';
import { linkedPart, partEnquiryHref, partOrderValues } from './part-enquiry.ts';

const oilFilter = { part_number: '90915-YZZD1', description: 'Oil Filter', make: 'Toyota', models: ['HiLux'] };

describe("a catalogue part's 'Enquire' link", () => {
  it('leads to the parts order form with the part, its make and its one model', () => {
    const href = partEnquiryHref(oilFilter);
    expect(href).toBe(
      '/vehicle-parts-and-accessories?part_number=90915-YZZD1&part_description=Oil+Filter&vehicle_make=Toyota&vehicle_model=HiLux',
    );
    const params = new URLSearchParams(href.split('?')[1]);
    expect(linkedPart(params)).toEqual({
      part_number: '90915-YZZD1',
      description: 'Oil Filter',
      make: 'Toyota',
      model: 'HiLux',
    });
  });
  it('names no model when the part fits several or every model', () => {
    expect(partEnquiryHref({ ...oilFilter, models: ['HiLux', 'Prado'] })).not.toContain('vehicle_model');
    expect(partEnquiryHref({ ...oilFilter, models: [] })).not.toContain('vehicle_model');
  });
});

describe('the part a parts order link carries', () => {
  it('is none without a part number', () => {
    expect(linkedPart(new URLSearchParams('part_description=Oil+Filter'))).toBeUndefined();
    expect(linkedPart(new URLSearchParams('part_number=+'))).toBeUndefined();
  });
  it('is cut to the lead fields’ lengths', () => {
    const part = linkedPart(new URLSearchParams({ part_number: 'X'.repeat(80), part_description: 'd'.repeat(300) }));
    expect(part?.part_number).toHaveLength(60);
    expect(part?.description).toHaveLength(200);
  });
});

describe('the parts order fields a linked part fills in', () => {
  const part = { part_number: '90915-YZZD1', description: 'Oil Filter', make: 'Toyota', model: 'HiLux' };
  it('split variant: Part#, vehicle make and model, and the order detail naming the part', () => {
    expect(partOrderValues(part, 'split')).toEqual({
      part_number: '90915-YZZD1',
      vehicle_make: 'Toyota',
      vehicle_model: 'HiLux',
      order_detail: 'Part# 90915-YZZD1: Oil Filter',
    });
  });
  it("combined variant: the part number goes in 'Rego, VIN, or Part#'", () => {
    expect(partOrderValues({ ...part, model: '', description: '' }, 'combined')).toEqual({
      rego_vin_part: 'Part# 90915-YZZD1',
      vehicle_make: 'Toyota',
      order_detail: 'Part# 90915-YZZD1',
    });
  });
});
