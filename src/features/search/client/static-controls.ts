import { moveThumb, SLIDER_DEBOUNCE_MS } from '../rules/slider.ts';
import { formatRange } from '../rules/search-state.ts';
import { announceUrlChange } from './url-changed.ts';

/**
 * Pushes a search URL and tells a waking island about it, so an island created before this change still ends on it
 * (decision 14).
 */
function navigate(href: string): void {
  history.pushState(null, '', href);
  announceUrlChange();
}

/**
 * Static controls before the island loads: each change (sort, search box, slider, List / Map switch)
 * becomes a URL (history.pushState) and then hands over to the island, which reads the URL. Links
 * inside the search root (facet values, chips, pages) are followed the same way; car and promo card
 * links navigate normally.
 */
export function wireStaticControls(root: HTMLElement, handOver: () => void): void {
  const islandOn = (): boolean => root.dataset['island'] === 'on';
  const go = (mutate: (params: URLSearchParams, url: URL) => void): void => {
    const url = new URL(window.location.href);
    mutate(url.searchParams, url);
    url.searchParams.delete('page');
    navigate(url.pathname + url.search.replace(/%3A/g, ':'));
    handOver();
  };
  root.addEventListener('click', (event) => {
    if (islandOn() || event.defaultPrevented) return;
    if (!(event instanceof MouseEvent) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const target = event.target as Element | null;
    const makeToggle = target?.closest<HTMLButtonElement>('[data-make-toggle]');
    if (makeToggle) {
      handOver();
      return;
    }
    const viewButton = target?.closest<HTMLButtonElement>('[data-view]');
    if (viewButton) {
      go((params) => (viewButton.dataset['view'] === 'map' ? params.set('view', 'map') : params.delete('view')));
      return;
    }
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    if (!link || link.closest('.car-card, .promo-card') || link.getAttribute('href')?.startsWith('#')) return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '');
    handOver();
  });
  root.addEventListener('change', (event) => {
    if (islandOn()) return;
    const select = event.target as HTMLSelectElement;
    if (select.name === 'sortBy')
      go((params) => (select.value === 'mostRelevant' ? params.delete('sortBy') : params.set('sortBy', select.value)));
  });
  root.addEventListener('submit', (event) => {
    if (islandOn() || event.defaultPrevented) return;
    const form = event.target as HTMLFormElement;
    const input = form.querySelector<HTMLInputElement>('input[name="query"]');
    if (!input) return;
    event.preventDefault();
    go((params) => (input.value.trim() === '' ? params.delete('query') : params.set('query', input.value.trim())));
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  root.addEventListener('input', (event) => {
    if (islandOn()) return;
    const input = event.target as HTMLInputElement;
    const fieldset = input.closest<HTMLFieldSetElement>('[data-range]');
    if (!fieldset) return;
    const [left, right] = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="range"]')];
    if (!left || !right) return;
    const bounds = {
      min: Number(fieldset.dataset['min']),
      max: Number(fieldset.dataset['max']),
      step: Number(fieldset.dataset['step']),
    };
    const [low, high] = moveThumb(
      [Number(left.value), Number(right.value)],
      input === left ? 'left' : 'right',
      Number(input.value),
      bounds,
    );
    left.value = String(low);
    right.value = String(high);
    clearTimeout(timer);
    // spec: slider changes are debounced 400 ms, set min:max and remove the page.
    timer = setTimeout(() => {
      if (islandOn()) return; // the island's own slider has taken over
      const attribute = fieldset.dataset['range'] ?? 'price';
      go((params) =>
        params.set(
          attribute,
          formatRange({ ...(low > bounds.min ? { min: low } : {}), ...(high < bounds.max ? { max: high } : {}) }),
        ),
      );
    }, SLIDER_DEBOUNCE_MS);
  });
}
