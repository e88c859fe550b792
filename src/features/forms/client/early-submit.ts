/** Marks an island's form whose submit came before the island woke; the island sends it once hydrated. */
export const PENDING_SUBMIT = 'pendingSubmit';

/**
 * decision 14: an island's form (lead forms: form[data-form]; calculators and the dealer locator: form[data-calculator]) looks usable from
 * the first paint. A submit before its island has hydrated (no data-ready yet) is held here instead of
 * posting the static page, and the island replays it when it wakes (useLeadForm, DeliveryCalculator).
 */
export function holdEarlySubmits(root: Document): void {
  root.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (
        !(form instanceof HTMLFormElement) ||
        (form.dataset['form'] ?? form.dataset['calculator']) === undefined ||
        form.dataset['ready'] === 'true'
      )
        return;
      event.preventDefault();
      form.dataset[PENDING_SUBMIT] = 'true';
    },
    true,
  );
}

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
