import { describe, expect, it } from 'vitest';
import { MESSAGES } from './schemas/messages.ts';
import type { FieldDef } from './field-def.ts';
import { leadFailure } from './lead-failure.ts';

const FIELDS: FieldDef[] = [
  { name: 'name', type: 'text', label: 'First Name' },
  {
    name: 'dealership',
    type: 'CUSTOM',
    component: 'dealership',
    label: 'Dealership location',
    errorKeys: ['dealership_slug', 'location_id'],
  },
];

describe('what a refused lead shows (spec/site §8)', () => {
  it('a 422 for a form filled in under the minimum time says what to do, never an empty list', () => {
    const shown = leadFailure(
      {
        status: 422,
        error: MESSAGES.fixErrors,
        fields: { fill_ms: 'The form was sent too quickly. Please try again.' },
      },
      FIELDS,
    );
    expect(shown).toEqual({ kind: 'form', message: MESSAGES.tooQuick });
    expect(MESSAGES.tooQuick).toMatch(/wait a few seconds and send it again/);
  });

  it('a 422 for the honeypot says what to do', () => {
    expect(
      leadFailure({ status: 422, error: MESSAGES.fixErrors, fields: { website: 'Leave this field empty.' } }, FIELDS),
    ).toEqual({ kind: 'form', message: MESSAGES.honeypot });
  });

  it('a server 500 or no answer gives the catalogue text, not the server body', () => {
    expect(leadFailure({ status: 500, error: MESSAGES.unknown, fields: {} }, FIELDS)).toEqual({
      kind: 'form',
      message: 'An error occurred when submitting this form',
    });
    expect(leadFailure({ status: 0, error: MESSAGES.unknown, fields: {} }, FIELDS)).toEqual({
      kind: 'form',
      message: 'An error occurred when submitting this form',
    });
  });

  it('a 400 naming fields of the form lists them on those fields', () => {
    expect(
      leadFailure(
        { status: 400, error: MESSAGES.fixErrors, fields: { location_id: MESSAGES.location, name: MESSAGES.required } },
        FIELDS,
      ),
    ).toEqual({ kind: 'fields', errors: { dealership: MESSAGES.location, name: MESSAGES.required } });
  });

  it('a refusal naming something not on the form shows its message', () => {
    expect(
      leadFailure({ status: 422, error: MESSAGES.fixErrors, fields: { car_id: 'This car is not available.' } }, FIELDS),
    ).toEqual({ kind: 'form', message: 'This car is not available.' });
  });
});
