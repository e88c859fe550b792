import { loadTenant, type Tenant } from '../config/load-tenant.ts';

/** The tenant this build is for (TENANT is set by scripts/build.ts and scripts/dev.ts). */
export const tenant: Tenant = loadTenant(requiredTenantSlug());

function requiredTenantSlug(): string {
  const slug = process.env.TENANT;
  if (!slug) throw new Error('TENANT is not set: build with `npm run build -- --tenant=<slug>`.');
  return slug;
}
