import * as v from 'valibot';

/** What changed about a car since the build: from the stock feed, and 'reserved' from an active hold. */
export interface LiveChange {
  status?: string;
  price?: number;
}

/** GET /api/stock-state: the changes since the build, by car id. */
export type LiveState = Readonly<Record<string, LiveChange>>;

const ChangeSchema = v.object({
  status: v.optional(v.pipe(v.string(), v.maxLength(40))),
  price: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
});

/** The state from an untrusted body: entries that are not a change are left out; anything but an object is empty. */
export function parseLiveState(body: unknown): LiveState {
  const state: Record<string, LiveChange> = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return state;
  for (const [id, raw] of Object.entries(body)) {
    const parsed = v.safeParse(ChangeSchema, raw);
    if (!parsed.success) continue;
    const change: LiveChange = {};
    if (parsed.output.status !== undefined) change.status = parsed.output.status;
    if (parsed.output.price !== undefined) change.price = parsed.output.price;
    state[id] = change;
  }
  return state;
}

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
