import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter';
import type { SearchRequest } from '../../rules/engine/algolia-types.ts';
import type { EmbeddedSearchClient } from '../../rules/engine/instantsearch-client.ts';
import type { TypesenseBrowserConfig } from '../../rules/page-config.ts';
import { adapterOptions, typesenseIndexName } from '../../rules/typesense/adapter-options.ts';

/**
 * InstantSearch client for a Typesense tenant: typesense-instantsearch-adapter with the scoped
 * search-only key; the page's replica index names ('cars_price_asc') become the collection's sorts.
 */
export function typesenseSearchClient(config: TypesenseBrowserConfig): EmbeddedSearchClient {
  const adapter = new TypesenseInstantSearchAdapter(adapterOptions(config));
  const client = adapter.searchClient as unknown as {
    search(requests: SearchRequest[]): Promise<never>;
    clearCache?: () => void;
  };
  return {
    search: (requests) =>
      client.search(
        requests.map((request) => ({
          ...request,
          indexName: typesenseIndexName(request.indexName, config.collection),
        })),
      ),
    clearCache: () => client.clearCache?.(),
  };
}
