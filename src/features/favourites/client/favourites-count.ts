import { FAVOURITES_CHANGED, FAVOURITES_KEY } from '../rules/favourites-key.ts';

/** How many cars the stored favourites list holds (0 for a missing or damaged entry). */
function storedCount(): number {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]');
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
}

/**
 * Keeps the header's Favourites link counting the saved cars. It reads local storage itself (no store
 * library), so pages without islands still ship no script file for it: decision 'static HTML first'.
 */
export function wireFavouritesCount(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-favourites-link]')];
  if (links.length === 0) return;
  const show = () => {
    const count = storedCount();
    for (const link of links) {
      const badge = link.querySelector('[data-favourites-count]');
      if (badge instanceof HTMLElement) {
        badge.textContent = String(count);
        badge.hidden = count === 0;
      }
      if (count === 0) link.removeAttribute('aria-label');
      else link.setAttribute('aria-label', `Favourites (${count})`);
    }
  };
  show();
  window.addEventListener(FAVOURITES_CHANGED, show);
  window.addEventListener('storage', (event) => {
    if (event.key === FAVOURITES_KEY || event.key === null) show();
  });
}
