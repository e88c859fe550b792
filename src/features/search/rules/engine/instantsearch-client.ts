import type { Hit, MultiSearchResponse, SearchRequest, SearchResult } from './algolia-types.ts';
import type { CardChunk } from './index-format.ts';
import type { EngineLike } from './search.ts';

export interface EmbeddedSearchClientOptions {
  /** Clock in Unix seconds for the stock rule. Default: the browser's clock. */
  nowSeconds?: () => number;
  /**
   * Fetches one card chunk file (when the index keeps card extras out, hits carry `card_chunk`).
   * Without it hits are returned as the engine gives them.
   */
  loadCardChunk?: (chunk: number) => Promise<CardChunk>;
}

/**
 * What react-instantsearch 7 needs from a search client: only `search(requests)` resolving to
 * `{ results }` (instantsearch.js throws without it). `addAlgoliaAgent`, `transporter` and
 * `searchForFacetValues` are optional; without `searchForFacetValues` the helper sends facet-value
 * searches through `search` as `{ type: 'facet', facet, indexName, params }`, which the engine answers.
 * Pass it to `<InstantSearch searchClient={client as unknown as SearchClient}>`.
 */
export interface EmbeddedSearchClient {
  search(requests: readonly SearchRequest[]): Promise<MultiSearchResponse>;
  /** Drops the loaded engine and cached chunks (e.g. after a new index was published). */
  clearCache(): void;
}

/**
 * An InstantSearch client answering locally. `load` runs once, on the first search (again after
 * a failure); it returns the engine itself or a Web Worker proxy speaking worker-protocol.ts.
 */
export function createEmbeddedSearchClient(
  load: () => Promise<EngineLike>,
  options: EmbeddedSearchClientOptions = {},
): EmbeddedSearchClient {
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  let engine: Promise<EngineLike> | null = null;
  const chunks = new Map<number, Promise<CardChunk>>();

  function engineOnce(): Promise<EngineLike> {
    if (engine === null) {
      engine = load();
      engine.catch(() => {
        engine = null;
      });
    }
    return engine;
  }

  function chunkOnce(chunk: number, loader: (chunk: number) => Promise<CardChunk>): Promise<CardChunk> {
    let pending = chunks.get(chunk);
    if (pending === undefined) {
      pending = loader(chunk);
      pending.catch(() => chunks.delete(chunk));
      chunks.set(chunk, pending);
    }
    return pending;
  }

  /** Merges card extras into hits that point at a chunk file. */
  async function withCards(hits: Hit[]): Promise<Hit[]> {
    const loader = options.loadCardChunk;
    if (loader === undefined) return hits;
    const wanted = new Set<number>();
    for (const hit of hits) if (typeof hit['card_chunk'] === 'number') wanted.add(hit['card_chunk']);
    const loaded = new Map<number, CardChunk>();
    await Promise.all([...wanted].map(async (chunk) => loaded.set(chunk, await chunkOnce(chunk, loader))));
    return hits.map((hit) => {
      const chunk = typeof hit['card_chunk'] === 'number' ? loaded.get(hit['card_chunk']) : undefined;
      const extra = chunk?.cards[hit.objectID];
      return extra === undefined ? hit : { ...hit, ...extra };
    });
  }

  return {
    async search(requests) {
      if (requests.length === 0) return { results: [] };
      const response = await (await engineOnce()).search(requests, nowSeconds());
      const results = await Promise.all(
        response.results.map(async (result) =>
          'hits' in result && result.hits.length > 0
            ? ({ ...result, hits: await withCards(result.hits) } satisfies SearchResult)
            : result,
        ),
      );
      return { results };
    },
    clearCache() {
      engine = null;
      chunks.clear();
    },
  };
}
