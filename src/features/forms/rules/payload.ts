import * as v from 'valibot';
import { MESSAGES } from './schemas/messages.ts';
import type { FieldDef, FieldErrors, FormDefinition, FormValues } from './field-def.ts';

/** First values of a form's fields: each field's `initial`, else '' (false for checkboxes), then `prefill` over them. */
export function initialValues(
  fields: readonly FieldDef[],
  prefill: Readonly<Record<string, string | undefined>> = {},
): FormValues {
  const values: FormValues = {};
  for (const f of fields) values[f.name] = f.initial ?? (f.type === 'checkbox' ? false : '');
  for (const [key, value] of Object.entries(prefill))
    if (value !== undefined && value !== '' && key in values) values[key] = value;
  return values;
}

function sendKind(field: FieldDef): 'string' | 'number' | 'boolean' {
  return field.send ?? (field.type === 'checkbox' ? 'boolean' : field.type === 'number' ? 'number' : 'string');
}

/**
 * The API payload for `fields`: trimmed strings, numbers for number fields (unreadable numbers
 * stay strings so the schema names them), booleans for checkboxes; empty values are left out so
 * the shared schema reports required ones. CUSTOM fields carry their own keys in `values`.
 */
export function toPayload(fields: readonly FieldDef[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const keys = field.errorKeys ?? [field.name];
    for (const key of keys) {
      const raw = values[key];
      if (raw === undefined) continue;
      const kind =
        key === field.name
          ? sendKind(field)
          : typeof raw === 'boolean'
            ? 'boolean'
            : /^\d+$/.test(raw) && key.endsWith('_id')
              ? 'number'
              : 'string';
      if (kind === 'boolean') payload[key] = raw === true || raw === 'true';
      else if (typeof raw === 'string' && raw.trim() !== '')
        payload[key] = kind === 'number' && /^\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw.trim()) : raw.trim();
    }
  }
  return payload;
}

/** All fields of a form up to and including step `index`. */
export function fieldsThrough(definition: FormDefinition, index: number): FieldDef[] {
  return definition.steps.slice(0, index + 1).flatMap((s) => s.fields);
}

/**
 * Field errors for `fields`: the browser's required check, then the shared schema's issues,
 * each shown on the field that owns the payload key (first message wins).
 */
export function fieldErrors(
  fields: readonly FieldDef[],
  values: FormValues,
  issues: readonly v.BaseIssue<unknown>[],
): FieldErrors {
  const errors: FieldErrors = {};
  const owner = new Map<string, string>();
  for (const f of fields) for (const key of f.errorKeys ?? [f.name]) owner.set(key, f.name);
  for (const f of fields) {
    const value = values[f.name];
    if (f.required && f.type !== 'CUSTOM' && (value === undefined || value === '' || value === false))
      errors[f.name] = MESSAGES.required;
  }
  for (const issue of issues) {
    const key = v.getDotPath(issue)?.split('.')[0];
    const name = key === undefined ? undefined : owner.get(key);
    if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

/** Maps a server's `fields` answer (payload keys) onto the form's fields; unknown keys are kept as they are. */
export function serverFieldErrors(fields: readonly FieldDef[], server: Readonly<Record<string, string>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(server)) {
    const owner = fields.find((f) => (f.errorKeys ?? [f.name]).includes(key))?.name ?? key;
    errors[owner] ??= message;
  }
  return errors;
}
