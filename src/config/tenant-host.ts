/** Minimal view of a tenant for host resolution. */
export interface HostedTenant {
  slug: string;
  site: { hosts: string[] };
}

/**
 * The tenant a request is for, from its Host header: '<slug>.localhost[:port]' or one of the
 * tenant's configured hosts. Unknown hosts resolve to undefined, never to another tenant.
 */
export function tenantForHost<T extends HostedTenant>(
  tenants: readonly T[],
  hostHeader: string | null | undefined,
): T | undefined {
  if (!hostHeader) return undefined;
  const host = hostHeader.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const local = /^([a-z0-9][a-z0-9-]*)\.localhost$/.exec(host);
  if (local) return tenants.find((t) => t.slug === local[1]);
  return tenants.find((t) => t.site.hosts.some((h) => h.toLowerCase() === host));
}
