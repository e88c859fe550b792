import type { LiveChange } from '../../features/stock/rules/live-car.ts';

/** What a change is measured against: the car as built, and as the feed has it now. */
export interface StockFacts {
  id: number;
  status: string;
  price: number;
  reserved?: boolean | undefined;
}

/**
 * What the feed changed since the build, per built car id: a new status ('reserved' when the feed newly marks
 * it so) or price. Cars new to the feed wait for the next build, which gives them their pages.
 */
export function feedChanges(
  feed: readonly StockFacts[],
  builtOf: (id: number) => StockFacts | undefined,
): Map<number, LiveChange> {
  const changes = new Map<number, LiveChange>();
  for (const now of feed) {
    const built = builtOf(now.id);
    if (!built) continue;
    const change: LiveChange = {};
    if (now.status !== built.status) change.status = now.status;
    else if (now.reserved === true && built.reserved !== true) change.status = 'reserved';
    if (now.price !== built.price) change.price = now.price;
    if (change.status !== undefined || change.price !== undefined) changes.set(now.id, change);
  }
  return changes;
}

/** The state to publish: the feed's changes with 'reserved' laid over for cars held through the site. */
export function liveState(
  changes: ReadonlyMap<number, LiveChange>,
  reserved: readonly number[],
): Record<string, LiveChange> {
  const state: Record<string, LiveChange> = {};
  for (const [id, change] of changes) state[String(id)] = { ...change };
  for (const id of reserved) {
    const change = state[String(id)];
    // A sold car stays sold; a held one shows 'reserved' with any new price.
    if (change?.status === undefined || change.status === 'in_stock' || change.status === 'coming_soon')
      state[String(id)] = { ...change, status: 'reserved' };
  }
  return state;
}
