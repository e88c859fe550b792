import type { Tenant } from '../../../config/load-tenant.ts';
import { startOfUtcDay } from '../../../shared/utc-day.ts';
import { loadStock, type LoadedStock } from './load-stock.ts';

/**
 * Kept on globalThis: the build's page modules and scripts/build-tenant.ts (which hands the same cars to
 * the functions) load this file as separate module instances in one process.
 */
const SHARED = Symbol.for('dealer-sites.stock-once');
const shared = globalThis as { [SHARED]?: { slug: string; stock: Promise<LoadedStock> } };

/** The build's reference moment: the start of today (UTC), so every page of one build agrees. */
export const BUILD_NOW: Date = startOfUtcDay(new Date());

/**
 * The tenant's stock, loaded once per build process: search pages, index files, car pages, print
 * and checkout data share one promise (and one copy in memory). Rejected records are reported once, on stderr.
 */
export function stockOnce(tenant: Tenant): Promise<LoadedStock> {
  const pending = shared[SHARED];
  if (pending === undefined || pending.slug !== tenant.slug) {
    const stock = loadStock(tenant, { now: BUILD_NOW }).then((loaded) => {
      for (const bad of loaded.rejected)
        console.warn(`[stock] ${tenant.slug}: record ${bad.index} skipped: ${bad.problems.join('; ')}`);
      return loaded;
    });
    shared[SHARED] = { slug: tenant.slug, stock };
    return stock;
  }
  return pending.stock;
}

/**
 * Makes `stock` the tenant's stock of this thread's build (a render thread's, scripts/lib/render-pool-worker.ts, given
 * the cars the build loaded), so its pages read those very cars and the feed is read once per build.
 */
export function shareStock(tenant: Tenant, stock: LoadedStock): void {
  shared[SHARED] = { slug: tenant.slug, stock: Promise.resolve(stock) };
}
