/** Marks an island's form whose submit came before the island woke; the island sends it once hydrated. */
export const PENDING_SUBMIT = 'pendingSubmit';

/**
 * decision 14: an island's form (lead forms: form[data-form]; calculators and the dealer locator: form[data-calculator])
 * looks usable from the first paint. A submit before its island has hydrated (no data-ready yet) is held instead of
 * posting the static page (a 404/405 that loses everything typed), and the island replays it when it wakes
 * (useLeadForm, DealerLocator, DeliveryCalculator).
 *
 * The text of a classic inline script (components/EarlySubmitHold.astro), not a module: a module script, inline or
 * not, runs only once the whole page is parsed (and fetched, when external), so on a slow phone a tap on a form
 * already painted would post it. One line without double spaces, because the page's CSP allows it by its hash
 * (astro.config.mjs).
 */
export const HOLD_EARLY_SUBMITS = `document.addEventListener('submit',function(e){var f=e.target;if(!(f instanceof HTMLFormElement)||(f.dataset.form===undefined&&f.dataset.calculator===undefined)||f.dataset.ready==='true')return;e.preventDefault();f.dataset.${PENDING_SUBMIT}='true';},true);`;

/** Marks an island's button pressed before the island woke; the island presses it once hydrated. */
export const PENDING_CLICK = 'pendingClick';

/**
 * decision 14, for island buttons that act rather than submit (button[data-early-click], e.g. the watchlist's
 * Save): a press before the island has hydrated (no data-ready yet) is held here and replayed when it wakes.
 */
export function holdEarlyClicks(root: Document): void {
  root.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[data-early-click]') : null;
      if (!(button instanceof HTMLButtonElement) || button.dataset['ready'] === 'true') return;
      event.preventDefault();
      button.dataset[PENDING_CLICK] = 'true';
    },
    true,
  );
}
