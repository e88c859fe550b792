import type { LiveChange } from '../../features/stock/rules/live-car.ts';
import { reservedCarIds } from '../reservations/reservation-store.ts';
import { num, optStr, type Db, type Sql } from '../store/db.ts';
import { liveState } from './feed-changes.ts';

/** The feed's changes of a tenant's cars since the build, as the last sync recorded them. */
export async function readFeedChanges(sql: Sql, tenant: string, carId?: number): Promise<Map<number, LiveChange>> {
  const rows =
    carId === undefined
      ? await sql.all('SELECT car_id, status, price FROM stock_changes WHERE tenant = ?', [tenant])
      : await sql.all('SELECT car_id, status, price FROM stock_changes WHERE tenant = ? AND car_id = ?', [
          tenant,
          carId,
        ]);
  return new Map(
    rows.map((row) => {
      const status = optStr(row['status']);
      const change: LiveChange = {};
      if (status !== undefined) change.status = status;
      if (row['price'] !== null && row['price'] !== undefined) change.price = num(row['price']);
      return [num(row['car_id']), change];
    }),
  );
}

/** Replaces a tenant's recorded feed changes with a sync's, in one transaction. */
export async function saveFeedChanges(
  db: Db,
  tenant: string,
  changes: ReadonlyMap<number, LiveChange>,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM stock_changes WHERE tenant = ?', [tenant]);
    for (const [carId, change] of changes) {
      await tx.run('INSERT INTO stock_changes (tenant, car_id, status, price, synced_at) VALUES (?, ?, ?, ?, ?)', [
        tenant,
        carId,
        change.status ?? null,
        change.price ?? null,
        now,
      ]);
    }
  });
}

/** A tenant's live state now: the feed's changes and the cars held by reservations (paid or being paid). */
export async function tenantLiveState(sql: Sql, tenant: string, now: number): Promise<Record<string, LiveChange>> {
  return liveState(await readFeedChanges(sql, tenant), await reservedCarIds(sql, tenant, now));
}
