import type { Tenant } from '../../config/load-tenant.ts';
import type { Channel } from './lead-store.ts';

/** The delivery channels a tenant has configured (site.leads): webhook and/or ADF e-mail. */
export function tenantChannels(tenant: Tenant): Channel[] {
  const channels: Channel[] = [];
  if (tenant.site.leads.webhook) channels.push('webhook');
  if (tenant.site.leads.email) channels.push('email');
  return channels;
}
