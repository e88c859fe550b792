/** How often a page asks for the live state (GET /api/stock-state) while it is visible. */
export const LIVE_STOCK_EVERY_MS = 30_000;

/** What changed about a car since the build: from the stock feed, and 'reserved' from an active hold. */
export interface LiveChange {
  status?: string;
  price?: number;
}

/** GET /api/stock-state: the changes since the build, by car id. */
export type LiveState = Readonly<Record<string, LiveChange>>;

/** The fields the rule reads; `reserved` is the build's flag (absent: not reserved). */
type LiveFields = { status: string; price: number; reserved?: boolean | undefined };

/** The built car with what changed since the build laid over it. */
export function liveCar<C extends LiveFields>(car: C, change: LiveChange | undefined): C & { reserved: boolean } {
  const reserved = change?.status === 'reserved' || car.reserved === true;
  const status = change?.status === undefined || change.status === 'reserved' ? car.status : change.status;
  return { ...car, status, reserved, price: change?.price ?? car.price };
}

/** What a car page or card shows of a car's availability: only in_stock and coming_soon cars are for sale (spec). */
export type LiveStatus = 'available' | 'reserved' | 'sold';

export function liveStatus(car: LiveFields): LiveStatus {
  if (car.status !== 'in_stock' && car.status !== 'coming_soon') return 'sold';
  return car.reserved === true ? 'reserved' : 'available';
}
