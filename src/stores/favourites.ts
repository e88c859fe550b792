import { persistentJSON } from '@nanostores/persistent';
import { FAVOURITES_CHANGED, FAVOURITES_KEY } from '../features/favourites/rules/favourites-key.ts';
import type { FavouriteCar } from '../features/search/rules/card-data.ts';

export type { FavouriteCar };

/** spec: favourites kept in local browser storage (key 'favourites'): id, name, slug, make, model, primary_image_url. */
export const $favourites = persistentJSON<FavouriteCar[]>(FAVOURITES_KEY, []);

// The header's count reads storage itself (no store on pages without islands); tell it of this tab's changes.
if (typeof window !== 'undefined') $favourites.listen(() => window.dispatchEvent(new Event(FAVOURITES_CHANGED)));

/** Adds the car, or removes it when already saved. Returns true when it is saved afterwards. */
export function toggleFavourite(car: FavouriteCar): boolean {
  const list = $favourites.get();
  const saved = list.some((entry) => entry.id === car.id);
  $favourites.set(saved ? list.filter((entry) => entry.id !== car.id) : [...list, car]);
  return !saved;
}
