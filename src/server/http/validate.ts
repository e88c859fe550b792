import { vValidator } from '@hono/valibot-validator';
import type { Context } from 'hono';
import * as v from 'valibot';
import { fieldErrors, type FieldErrors } from './errors.ts';

/** First message per field, keyed by the dot path of the value at fault ('body' for the whole body). */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const name = v.getDotPath(issue) || 'body';
    fields[name] ??= issue.message;
  }
  return fields;
}

type Target = 'json' | 'query' | 'param';

/** vValidator with the project's answer for invalid input: 400 naming each field. */
export function validate<S extends v.GenericSchema, T extends Target>(target: T, schema: S) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) return fieldErrors(c, issuesToFields(result.issues));
    return undefined;
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates the JSON body against a schema built for this request (the tenant's form rules).
 * Answers the parsed value and the raw text (for idempotency fingerprints), or the 400 response.
 * A body failing `first` is answered with its issues alone (e.g. a lead posted to another form's route).
 */
export async function parseJsonWith<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  first?: v.GenericSchema,
): Promise<{ ok: true; value: v.InferOutput<S>; raw: string } | { ok: false; response: Response }> {
  const raw = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { ok: false, response: fieldErrors(c, { body: 'Malformed JSON in request body.' }) };
  }
  if (!isPlainObject(body)) return { ok: false, response: fieldErrors(c, { body: 'Expected a JSON object.' }) };
  const before = first ? v.safeParse(first, body) : undefined;
  if (before && !before.success) return { ok: false, response: fieldErrors(c, issuesToFields(before.issues)) };
  const result = v.safeParse(schema, body);
  return result.success
    ? { ok: true, value: result.output, raw }
    : { ok: false, response: fieldErrors(c, issuesToFields(result.issues)) };
}
