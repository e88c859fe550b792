import { persistentAtom } from '@nanostores/persistent';

/** A car in the compare list (kept in local browser storage). */
export interface CompareCar {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly primary_image_url?: string | undefined;
}

/** Most cars compared side by side. */
export const COMPARE_LIMIT = 4;

/** The shopper's compare list, oldest first, persisted under 'compare'. */
export const $compare = persistentAtom<CompareCar[]>('compare', [], { encode: JSON.stringify, decode: parseList });

function parseList(raw: string): CompareCar[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as CompareCar[]) : [];
  } catch {
    return [];
  }
}

/** True when the car is in the compare list. */
export function isCompared(list: readonly CompareCar[], id: number): boolean {
  return list.some((car) => car.id === id);
}

/** The list with the car added (the oldest dropped past the limit) or removed when already there. */
export function toggledCompare(list: readonly CompareCar[], car: CompareCar): CompareCar[] {
  if (isCompared(list, car.id)) return list.filter((entry) => entry.id !== car.id);
  return [...list, car].slice(-COMPARE_LIMIT);
}

/** Adds or removes a car from the compare list. */
export function toggleCompare(car: CompareCar): void {
  $compare.set(toggledCompare($compare.get(), car));
}
