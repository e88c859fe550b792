import { join } from 'node:path';
import { loadTenant, type Tenant } from '../../src/config/load-tenant.ts';
import { routeAliases } from '../../src/config/route-aliases.ts';
import { DIST_DIR } from '../../scripts/lib/paths.ts';
import { builtSite, type BuiltSite } from '../../scripts/site-checks/built-site.ts';

/** A demo tenant's built site (dist/<slug>/; throws when it is not built), its alias redirect pages and its own origins. */
export function builtTenant(slug: string): {
  tenant: Tenant;
  site: BuiltSite;
  redirects: Set<string>;
  origins: string[];
} {
  const tenant = loadTenant(slug);
  return {
    tenant,
    site: builtSite(join(DIST_DIR, slug)),
    redirects: new Set(Object.keys(routeAliases(tenant))),
    origins: [tenant.site.url, ...tenant.site.hosts.flatMap((host) => [`https://${host}`, `http://${host}`])],
  };
}
