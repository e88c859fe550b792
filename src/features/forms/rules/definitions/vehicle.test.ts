import { describe, expect, it } from 'vitest';
import { TEST_RULES } from '../schemas/lead-rules.fixture.ts';
import { vehicleDefinition } from './vehicle.ts';

const fieldNames = (kind: Parameters<typeof vehicleDefinition>[0], requireTerms: boolean) =>
  vehicleDefinition(kind, { ...TEST_RULES, requireTerms }, { id: 1 })
    .steps.flatMap((step) => step.fields)
    .map((field) => field.name);

describe('vehicle lead forms', () => {
  it("a car's enquiry (and a certified car's) shows the terms box where the site requires it", () => {
    // The schema refused the car-page enquiry on outback-rv (terms required) and the form had no box to tick.
    for (const kind of ['enquiry', 'certified'] as const) {
      expect(fieldNames(kind, true)).toContain('terms_conditions');
      expect(fieldNames(kind, false)).not.toContain('terms_conditions');
    }
  });
});
