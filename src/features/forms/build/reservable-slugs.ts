import type { Tenant } from '../../../config/load-tenant.ts';
import { canReserve } from '../rules/reservation.ts';
import { listedCarsLite } from './tenant-stock.ts';

/** Build time: slugs of the cars that get a reserve page (none when the site's reserve button is off). */
export async function reservableSlugs(tenant: Tenant): Promise<string[]> {
  return (await listedCarsLite(tenant))
    .filter((c) => canReserve(c, tenant.site.features.reserveButton))
    .map((c) => c.slug);
}
