import { createHash } from 'node:crypto';
import { googleTagCsp } from '../features/analytics/rules/google-tag-csp.ts';
import { themeCss } from '../features/shell/rules/theme-css.ts';
import type { Tenant } from './load-tenant.ts';

/** What a tenant adds to the policy astro.config.mjs gives every site (the same for every tenant). */
export interface TenantCsp {
  /** Hashes of the tenant's own inline styles: its theme (src/layouts/DocumentHead.astro). */
  styleHashes: `sha256-${string}`[];
  /** The whole connect-src when the tenant needs more than 'self' (a Google tag), else none. */
  connectDirective?: `connect-src ${string}`;
  /** script-src's sources when the tenant needs more than Astro's 'self' (a Google tag), else none. */
  scriptResources: string[];
}

/** A CSP hash source of an inline style or script's text. */
export const cspHash = (text: string): `sha256-${string}` =>
  `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The tenant's part of its pages' CSP, handed to Astro at render time (`Astro.csp`, in DocumentHead.astro) rather than
 * compiled into the bundle by astro.config.mjs, so the bundle holds nothing of one tenant's policy.
 */
export function tenantCsp(site: Tenant['site']): TenantCsp {
  const google = googleTagCsp(site.analytics);
  return {
    styleHashes: [cspHash(themeCss(site.branding))],
    ...(google.connectSources.length > 0
      ? { connectDirective: `connect-src 'self' ${google.connectSources.join(' ')}` as const }
      : {}),
    scriptResources: google.scriptSources.length > 0 ? ["'self'", ...google.scriptSources] : [],
  };
}
