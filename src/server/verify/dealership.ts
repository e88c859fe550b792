import type { Context } from 'hono';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';
import type { AppEnv } from '../deps.ts';
import { fieldErrors } from '../http/errors.ts';

/**
 * The 400 naming `dealership_slug` when a verification record would name a dealership that is not the tenant's
 * (another tenant's, or made up); undefined when it is one of the tenant's or absent.
 */
export function foreignDealership(c: Context<AppEnv>, slug: string | undefined): Response | undefined {
  if (!slug || c.var.tenant.locations.some((location) => location.dealership_slug === slug)) return undefined;
  return fieldErrors(c, { dealership_slug: MESSAGES.dealership });
}
