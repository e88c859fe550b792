import type { Car } from '../../features/stock/car-schema.ts';
import type { LiveChange } from '../reservations/reservation-rules.ts';

/** Status of a built car that is no longer in the feed: never shown, as any status but in_stock, coming_soon and sold. */
export const WITHDRAWN = 'withdrawn';

/**
 * What the feed changed since the build, per built car id: a new status or price (a car gone from the feed is
 * withdrawn). Cars new to the feed wait for the next build, which gives them their pages.
 */
export function feedChanges(built: readonly Car[], feed: readonly Car[]): Map<number, LiveChange> {
  const inFeed = new Map(feed.map((car) => [car.id, car]));
  const changes = new Map<number, LiveChange>();
  for (const car of built) {
    const now = inFeed.get(car.id);
    const change: LiveChange = {};
    if (!now) change.status = WITHDRAWN;
    else {
      if (now.status !== car.status) change.status = now.status;
      if (now.reserved && !car.reserved) change.status = 'reserved';
      if (now.price !== car.price) change.price = now.price;
    }
    if (change.status !== undefined || change.price !== undefined) changes.set(car.id, change);
  }
  return changes;
}

/** The state to publish: the feed's changes with 'reserved' laid over for cars held through the site. */
export function liveState(changes: ReadonlyMap<number, LiveChange>, reserved: readonly number[]): Record<string, LiveChange> {
  const state: Record<string, LiveChange> = {};
  for (const [id, change] of changes) state[String(id)] = { ...change };
  for (const id of reserved) {
    const change = state[String(id)];
    // A sold or withdrawn car stays so; a held one shows 'reserved' with any new price.
    if (change?.status === undefined || change.status === 'in_stock' || change.status === 'coming_soon') state[String(id)] = { ...change, status: 'reserved' };
  }
  return state;
}
