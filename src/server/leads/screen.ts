import type { Context } from 'hono';
import type { AppEnv } from '../deps.ts';
import { fieldErrors } from '../http/errors.ts';

/** The bot checks every lead form passes: an empty honeypot and a human fill time. Answers the 422 or undefined. */
export function screenBots(c: Context<AppEnv>, input: { website: string; fill_ms: number }): Response | undefined {
  if (input.website !== '') return fieldErrors(c, { website: 'Leave this field empty.' }, 422);
  if (input.fill_ms < c.var.limits.minFillMs)
    return fieldErrors(c, { fill_ms: 'The form was sent too quickly. Please try again.' }, 422);
  return undefined;
}
