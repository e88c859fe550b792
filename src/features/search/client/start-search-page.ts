import { track } from '../../analytics/client/data-layer.ts';
import { applyLiveCards } from '../../stock/client/live-cards.client.ts';
import { $liveStock, watchLiveStock } from '../../stock/client/live-stock.ts';
import { wireFavouriteButtons } from './favourite-buttons.ts';
import { wirePriceDisplayButtons } from './price-display-buttons.ts';
import { hideOutOfWindowPromos } from './promo-windows.ts';
import { hasDirtyField } from './adopt-dom.ts';
import { wireSearchKeys } from './search-keys.ts';
import { wireStaticControls } from './static-controls.ts';

/** spec/shopper §7: analytics event id of a search page view. */
export const SEARCH_VIEW_EVENT = 49;

/** Events that mean the shopper is about to use the search controls: the island starts loading. */
const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Starts a search page. The prerendered HTML is complete; this tiny script wires favourites and the
 * price display choice, and loads the InstantSearch island (React, the engine worker) only when the
 * shopper first reaches for a search control, or at once when the URL carries search parameters
 * the HTML does not show.
 */
export function startSearchPage(): void {
  const root = document.querySelector<HTMLElement>('[data-search-root]');
  if (!root) return;
  hideOutOfWindowPromos(root, Date.now());
  track(SEARCH_VIEW_EVENT, { path: location.pathname });
  wireFavouriteButtons(document.body);
  wirePriceDisplayButtons(root);
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    root.dataset['loading'] = 'true';
    void import('../islands/mount-search.tsx').then(({ mountSearch }) => mountSearch(root));
  };
  const panel = root.querySelector<HTMLElement>('.search-page');
  const intent = (event: Event): void => {
    const target = event.target as Element | null;
    if (target?.closest('.car-card, .promo-card, [data-price-choice]')) return;
    start();
  };
  for (const name of INTENT_EVENTS) panel?.addEventListener(name, intent, { passive: true, once: false });
  wireStaticControls(root, start);
  wireSearchKeys(root);
  // The prerendered cards show the live stock until the island takes over (its cards lay it over the hits).
  $liveStock.listen((state) => {
    const staticPage = root.querySelector(':scope > .search-page');
    if (staticPage) applyLiveCards(staticPage, state, root.dataset['findSimilarText'] ?? '');
  });
  watchLiveStock();
  window.addEventListener('popstate', start);
  // Search parameters the HTML does not show, or a control changed or focused (a dropdown opened)
  // before this script ran: wake now.
  const reachedEarly = panel !== null && (hasDirtyField(panel) || panel.contains(document.activeElement));
  if (window.location.search !== '' || reachedEarly) start();
}
