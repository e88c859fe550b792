import { createRoot } from 'react-dom/client';
import type { EmbeddedSearchClient } from '../rules/engine/instantsearch-client.ts';
import type { SearchPageConfig } from '../rules/page-config.ts';
import { adoptLiveState, readLiveState } from '../client/adopt-dom.ts';
import { embeddedClient } from '../client/embedded-client.ts';
import { showSearchError } from '../client/search-error.ts';
import { SearchApp } from './SearchApp.tsx';

/** The tenant's search client: Typesense through its adapter, or the embedded engine in a worker. */
async function clientFor(config: SearchPageConfig): Promise<EmbeddedSearchClient> {
  if (config.typesense === null) return embeddedClient(config.indexVersion, config.stockNowSeconds);
  const { typesenseSearchClient } = await import('../client/typesense/adapter-client.ts');
  return typesenseSearchClient(config.typesense);
}

/**
 * Mounts the InstantSearch island into a hidden container next to the static results and swaps it
 * in when its first results are ready, so the page never shows an empty grid; the island adopts
 * what the shopper typed or moved meanwhile and the focus (decision 14).
 */
export async function mountSearch(root: HTMLElement): Promise<void> {
  const config = JSON.parse(root.dataset['config'] ?? '{}') as SearchPageConfig;
  const client = await clientFor(config);
  const container = document.createElement('div');
  container.className = 'search-island';
  container.hidden = true;
  root.append(container);
  let swapped = false;
  const onReady = () => {
    if (swapped) return;
    swapped = true;
    const staticPage = root.querySelector(':scope > .search-page');
    const live = staticPage === null ? null : readLiveState(staticPage);
    const open = [
      ...(staticPage?.querySelectorAll<HTMLDetailsElement>('details[data-facet][open], details[data-filters][open]') ??
        []),
    ].map((details) => details.dataset['facet'] ?? 'filters');
    staticPage?.remove();
    container.hidden = false;
    // Dropdowns the shopper opened stay open.
    for (const name of open) {
      const details = container.querySelector<HTMLDetailsElement>(
        name === 'filters' ? 'details[data-filters]' : `details[data-facet="${name}"]`,
      );
      if (details) details.open = true;
    }
    root.dataset['island'] = 'on';
    delete root.dataset['loading'];
    if (live !== null) adoptLiveState(container, live);
  };
  const onError = (failed: boolean) => showSearchError(root, failed);
  createRoot(container).render(<SearchApp config={config} client={client} onReady={onReady} onError={onError} />);
}
