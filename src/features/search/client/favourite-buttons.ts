import { $favourites, toggleFavourite, type FavouriteCar } from '../../../stores/favourites.ts';

/**
 * Favourite toggles on cards, static or rendered by the island: one delegated click handler and
 * one store subscription keep every [data-favourite] button's aria-pressed in step with the store.
 */
export function wireFavouriteButtons(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-favourite]');
    if (button === null || button === undefined) return;
    event.preventDefault();
    toggleFavourite(JSON.parse(button.dataset['favourite'] ?? '{}') as FavouriteCar);
  });
  $favourites.subscribe((list) => {
    const saved = new Set(list.map((car) => car.id));
    for (const button of root.querySelectorAll<HTMLButtonElement>('[data-favourite]')) {
      const id = (JSON.parse(button.dataset['favourite'] ?? '{}') as Partial<FavouriteCar>).id ?? '';
      button.setAttribute('aria-pressed', String(saved.has(id)));
    }
  });
}
