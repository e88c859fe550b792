import type { Context } from 'hono';
import type { AppEnv } from '../deps.ts';
import * as v from 'valibot';
import { fieldErrors } from '../http/errors.ts';
import { parseJsonWith } from '../http/validate.ts';
import { leadSchemaFor } from './rules-cache.ts';

type Lead = v.InferOutput<ReturnType<typeof leadSchemaFor>>;

/** The bot checks every lead form passes: an empty honeypot and a human fill time. Answers the 422 or undefined. */
export function screenBots(c: Context<AppEnv>, input: { website: string; fill_ms: number }): Response | undefined {
  if (input.website !== '') return fieldErrors(c, { website: 'Leave this field empty.' }, 422);
  if (input.fill_ms < c.var.limits.minFillMs)
    return fieldErrors(c, { fill_ms: 'The form was sent too quickly. Please try again.' }, 422);
  return undefined;
}

/**
 * A lead of one form posted to that form's own route (a reservation, an online payment): parsed with the tenant's
 * lead rules, refused naming `form` when it is another form (`wrongForm` says which route takes what), then screened
 * for bots. Answers the lead, or the response to send.
 */
export async function parseFormLead<F extends Lead['form']>(
  c: Context<AppEnv>,
  form: F,
  wrongForm: string,
): Promise<{ ok: true; lead: Extract<Lead, { form: F }> } | { ok: false; response: Response }> {
  const parsed = await parseJsonWith(
    c,
    leadSchemaFor(c.var.tenant),
    v.looseObject({ form: v.literal(form, wrongForm) }),
  );
  if (!parsed.ok) return parsed;
  const lead = parsed.value;
  const bot = screenBots(c, lead);
  return bot ? { ok: false, response: bot } : { ok: true, lead: lead as Extract<Lead, { form: F }> };
}
