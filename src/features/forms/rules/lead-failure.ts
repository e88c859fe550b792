import { MESSAGES } from './schemas/messages.ts';
import type { FieldDef, FieldErrors } from './field-def.ts';
import { serverFieldErrors } from './payload.ts';

/** How a refused lead shows: errors on the form's own fields, or one destructive alert. */
export type LeadFailure = { kind: 'fields'; errors: FieldErrors } | { kind: 'form'; message: string };

/** Server field keys that name no field the shopper can see, with what to do instead (spec/site §8 voice). */
const HIDDEN_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  fill_ms: MESSAGES.tooQuick,
  website: MESSAGES.honeypot,
};

/**
 * What a failed POST/PATCH /api/leads shows. A 400 naming fields of the form lists them under
 * 'Please fix the following errors:'; a 422 for the minimum fill time or the honeypot says what to
 * do; a server failure or no answer (status 0 or 5xx) gives spec/site §8's 'An error occurred when
 * submitting this form'; anything else shows the server's field messages, else its error.
 */
export function leadFailure(
  answer: { status: number; error: string; fields: Readonly<Record<string, string>> },
  fields: readonly FieldDef[],
): LeadFailure {
  if (answer.status === 0 || answer.status >= 500) return { kind: 'form', message: MESSAGES.submitFailed };
  const hidden = Object.keys(answer.fields)
    .map((key) => HIDDEN_FIELD_MESSAGES[key])
    .find((m) => m !== undefined);
  if (hidden) return { kind: 'form', message: hidden };
  const mine = Object.fromEntries(
    Object.entries(serverFieldErrors(fields, answer.fields)).filter(([name]) => fields.some((f) => f.name === name)),
  );
  if (answer.status === 400 && Object.keys(mine).length > 0) return { kind: 'fields', errors: mine };
  const messages = Object.values(answer.fields).join(' ');
  if (messages) return { kind: 'form', message: messages };
  return {
    kind: 'form',
    message: answer.error && answer.error !== MESSAGES.fixErrors ? answer.error : MESSAGES.submitFailed,
  };
}
