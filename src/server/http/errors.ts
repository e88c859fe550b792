import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';

/** spec/site §8: the heading of every form validation answer. */
export const FIX_ERRORS = MESSAGES.fixErrors;

/** Field name to message, the first problem per field. `body` names the request body as a whole. */
export type FieldErrors = Record<string, string>;

/** A 4xx answer naming the fields at fault: `{ error: 'Please fix the following errors:', fields }`. */
export function fieldErrors(c: Context, fields: FieldErrors, status: ContentfulStatusCode = 400) {
  return c.json({ error: FIX_ERRORS, fields }, status);
}
