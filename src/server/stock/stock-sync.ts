import type { Tenant } from '../../config/load-tenant.ts';
import { readStockRecords, validateStock } from '../../features/stock/build/load-stock.ts';
import type { AppDeps } from '../deps.ts';
import { feedChanges } from './feed-changes.ts';
import { saveFeedChanges } from './stock-changes-store.ts';

export type SyncDeps = Pick<AppDeps, 'store' | 'getCar' | 'logger' | 'clock'>;

/** Whether a tenant's stock comes from a feed that changes between builds (a generated demo stock does not). */
export const hasLiveFeed = (tenant: Tenant): boolean => tenant.site.stock.type !== 'generated';

/**
 * Reads the tenant's stock feed and records what changed since the build (status and price of built cars),
 * replacing the previous sync's record. Bad records are skipped, as the build skips them. Answers the count.
 */
export async function syncStockFeed(deps: SyncDeps, tenant: Tenant, records?: readonly unknown[]): Promise<number> {
  const { cars, rejected } = validateStock(records ?? (await readStockRecords(tenant)));
  const changes = feedChanges(cars, (id) => deps.getCar(tenant.slug, id));
  await saveFeedChanges(deps.store, tenant.slug, changes, deps.clock());
  deps.logger.info('stock.synced', {
    tenant: tenant.slug,
    cars: cars.length,
    rejected: rejected.length,
    changed: changes.size,
  });
  return changes.size;
}
