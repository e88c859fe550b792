import * as v from 'valibot';
import type { LiveChange, LiveState } from './live-car.ts';

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
