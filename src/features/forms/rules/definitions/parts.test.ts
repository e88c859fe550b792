import { describe, expect, it } from 'vitest';
import { fieldErrors, initialValues } from '../payload.ts';
import { TEST_RULES } from '../schemas/lead-rules.fixture.ts';
import { partsDefinition } from './parts.ts';

describe('parts order steps', () => {
  const split = partsDefinition({ ...TEST_RULES, partsVariant: 'split' });
  const combined = partsDefinition({ ...TEST_RULES, partsVariant: 'combined' });

  it('has the steps Contact Details, Vehicle Details, Order Details', () => {
    expect(split.steps.map((s) => s.title)).toEqual(['Contact Details', 'Vehicle Details', 'Order Details']);
  });
  it('keeps Rego, VIN and Part# optional in the split variant and has one combined field otherwise', () => {
    const names = (d: typeof split) =>
      d.steps
        .flatMap((s) => s.fields)
        .filter((f) => !f.required)
        .map((f) => f.name);
    expect(names(split)).toEqual(expect.arrayContaining(['rego', 'vin', 'part_number']));
    const combinedField = combined.steps.flatMap((s) => s.fields).find((f) => f.name === 'rego_vin_part');
    expect(combinedField?.label).toBe('Rego, VIN, or Part#');
    expect(combinedField?.type).toBe('textarea');
  });
  it('asks for required vehicle fields before moving on', () => {
    const f = split.steps[1]?.fields ?? [];
    expect(fieldErrors(f, initialValues(f), [])).toEqual({
      vehicle_make: 'This is a required field.',
      vehicle_model: 'This is a required field.',
      vehicle_year: 'This is a required field.',
    });
  });
});
