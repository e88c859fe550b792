import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { valuationDefinition } from './definitions/trade-in.ts';
import { financeDetailFields } from './definitions/finance.ts';
import { inFieldOrder } from './error-order.ts';
import { fieldErrors, fieldsThrough, initialValues, toPayload } from './payload.ts';
import { leadSchema } from './schemas/lead.ts';
import { TEST_RULES } from './schemas/lead-rules.fixture.ts';
import { MESSAGES } from './schemas/messages.ts';
import type { FieldDef, FormValues } from './field-def.ts';

/** The summary's field names, in order, for a form's fields filled with `values` and sent as `form`. */
function summaryOrder(form: string, fields: readonly FieldDef[], values: FormValues): string[] {
  const payload = { form, fill_ms: 3000, ...toPayload(fields, values) };
  const issues = v.safeParse(leadSchema(TEST_RULES), payload).issues ?? [];
  const errors = fieldErrors(fields, values, issues);
  return inFieldOrder(
    errors,
    fields.map((f) => f.name),
  ).map(([name]) => name);
}

describe('error summary order', () => {
  describe('follows the order the fields appear in the form', () => {
    it('finance: First Name before Last Name', () => {
      const fields = financeDetailFields(false);
      const order = summaryOrder('finance', fields, initialValues(fields));
      expect(order.indexOf('name')).toBeGreaterThanOrEqual(0);
      expect(order.indexOf('name')).toBeLessThan(order.indexOf('last_name'));
      expect(order.indexOf('last_name')).toBeLessThan(order.indexOf('email'));
    });

    it('trade-in: Year before Odometer', () => {
      const definition = valuationDefinition('trade-in', 'NSW');
      const fields = fieldsThrough(definition, definition.steps.length - 1);
      const order = summaryOrder('trade-in', fields, { ...initialValues(fields), vehicle_year: '12' });
      expect(order.indexOf('vehicle_year')).toBeGreaterThanOrEqual(0);
      expect(order.indexOf('vehicle_year')).toBeLessThan(order.indexOf('kms'));
    });
  });

  it('keeps each message with its field', () => {
    const errors = { last_name: MESSAGES.required, name: MESSAGES.required, kms: MESSAGES.number };
    expect(inFieldOrder(errors, ['name', 'last_name', 'kms'])).toEqual([
      ['name', MESSAGES.required],
      ['last_name', MESSAGES.required],
      ['kms', MESSAGES.number],
    ]);
  });

  it('puts errors of fields the form does not list (a server key) last, in the order given', () => {
    const errors = { car_id: 'a', email: 'b', name: 'c', other: 'd' };
    expect(inFieldOrder(errors, ['name', 'email']).map(([name]) => name)).toEqual(['name', 'email', 'car_id', 'other']);
  });
});
