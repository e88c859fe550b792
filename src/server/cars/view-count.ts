import type { Db } from '../store/db.ts';

const DAY_MS = 86_400_000;

/**
 * Counts a view of a car once per client per UTC day: the first view marks (tenant, car, client,
 * day) and adds one to the car's count, repeats change nothing. Marks of earlier days are purged as
 * views come in, so the store holds at most one day of marks. `clientKey` is a keyed hash, never an address.
 */
export async function countView(
  db: Db,
  view: { tenant: string; carId: number; clientKey: string },
  now: number,
): Promise<boolean> {
  const day = Math.floor(now / DAY_MS);
  return db.transaction(async (tx) => {
    await tx.run('DELETE FROM car_view_marks WHERE day < ?', [day]);
    const fresh = await tx.run(
      'INSERT INTO car_view_marks (tenant, car_id, client_key, day) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      [view.tenant, view.carId, view.clientKey, day],
    );
    if (fresh === 0) return false;
    await tx.run(
      'INSERT INTO car_views (tenant, car_id, views) VALUES (?, ?, 1) ON CONFLICT (tenant, car_id) DO UPDATE SET views = car_views.views + 1',
      [view.tenant, view.carId],
    );
    return true;
  });
}
