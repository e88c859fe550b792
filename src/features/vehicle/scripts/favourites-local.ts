import { persistentAtom } from '@nanostores/persistent';
import type { FavouriteCar } from '../../search/cards/card-data.ts';

// Stand-in until src/stores/favourites.ts (search engineer) lands: same record shape (spec section 3),
// persisted under 'favourites'. Swap these two exports for `$favourites` and `toggleFavourite` from that store.
export const $favourites = persistentAtom<FavouriteCar[]>('favourites', [], {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      return Array.isArray(value) ? (value as FavouriteCar[]) : [];
    } catch {
      return [];
    }
  },
});

/** Adds the car to the favourites, or removes it when already saved. */
export function toggleFavourite(car: FavouriteCar): void {
  const list = $favourites.get();
  $favourites.set(list.some((entry) => entry.id === car.id) ? list.filter((entry) => entry.id !== car.id) : [...list, car]);
}
