import type { Analytics } from '../../../config/site/analytics.ts';
import { GOOGLE_TAG_ORIGIN } from '../client/google-tag.client.ts';

/** Extra CSP sources a tenant's Google tag needs; none when no tag is configured, so other tenants stay on 'self'. */
export function googleTagCsp(analytics: Analytics): { scriptSources: string[]; connectSources: string[] } {
  if (analytics.ga4Id === undefined && analytics.gtmId === undefined) return { scriptSources: [], connectSources: [] };
  return {
    scriptSources: [GOOGLE_TAG_ORIGIN],
    connectSources: [GOOGLE_TAG_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  };
}
