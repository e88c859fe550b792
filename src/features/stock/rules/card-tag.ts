import type { Car } from './car-schema.ts';

/** The tag on a car card: a text chip or the certified image badge; null for none. */
export type CardTag = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'certified' } | null;

export const RESERVED_TAG = 'Reserved';
export const COMING_SOON_TAG = 'COMING SOON';
export const NEW_TAG = 'New';
export const JUST_SOLD_TAG = 'JUST SOLD';

const DAY_MS = 86_400_000;

export interface CardTagSettings {
  /** Config features.tags; false shows no tag at all. */
  readonly tags: boolean;
  /** Config features.fuelTags: electric or hybrid fuel shown as the tag. */
  readonly fuelTags: boolean;
  /** Config features.justArrivedDays (default 8). */
  readonly justArrivedDays: number;
  /** Now in epoch milliseconds. */
  readonly now: number;
}

export type CardTagCar = Pick<
  Car,
  'status' | 'simple_fuel' | 'fuel' | 'reserved' | 'certified' | 'make' | 'car_type' | 'tag' | 'created_at'
>;

/**
 * spec/shopper §4, first match wins. A sold (non-sale) car gets 'JUST SOLD' ahead of everything, so a
 * sold car never reads 'New'. Then: electric or hybrid fuel (where enabled) shows the fuel as written;
 * reserved 'Reserved'; certified used Toyota the certified badge; the custom tag; coming_soon
 * 'COMING SOON'; listed less than justArrivedDays ago 'New'; otherwise none.
 */
export function cardTag(car: CardTagCar, settings: CardTagSettings): CardTag {
  if (!settings.tags) return null;
  if (car.status === 'sold') return { kind: 'text', text: JUST_SOLD_TAG };
  const fuel = (car.simple_fuel ?? car.fuel ?? '').trim();
  if (settings.fuelTags && /electric|hybrid/i.test(fuel)) return { kind: 'text', text: fuel };
  if (car.reserved) return { kind: 'text', text: RESERVED_TAG };
  if (car.certified && car.car_type === 'used' && car.make.trim().toLowerCase() === 'toyota')
    return { kind: 'certified' };
  const custom = car.tag?.trim();
  if (custom) return { kind: 'text', text: custom };
  if (car.status === 'coming_soon') return { kind: 'text', text: COMING_SOON_TAG };
  const ageMs = settings.now - Date.parse(car.created_at);
  if (ageMs >= 0 && ageMs < settings.justArrivedDays * DAY_MS) return { kind: 'text', text: NEW_TAG };
  return null;
}
