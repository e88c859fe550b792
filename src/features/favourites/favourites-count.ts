import { $favourites } from '../../stores/favourites.ts';

/** Keeps the header's Favourites link counting the saved cars (local storage, so other tabs too). */
export function wireFavouritesCount(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-favourites-link]')];
  if (links.length === 0) return;
  $favourites.subscribe((list) => {
    for (const link of links) {
      const count = link.querySelector('[data-favourites-count]');
      if (count instanceof HTMLElement) {
        count.textContent = String(list.length);
        count.hidden = list.length === 0;
      }
      if (list.length === 0) link.removeAttribute('aria-label');
      else link.setAttribute('aria-label', `Favourites (${list.length})`);
    }
  });
}
