import type { CardChunk } from '../rules/engine/index-format.ts';
import { createEmbeddedSearchClient, type EmbeddedSearchClient } from '../rules/engine/instantsearch-client.ts';
import { INDEX_BASE, workerEngine } from './worker/worker-engine.ts';

/**
 * The embedded engine's InstantSearch client: the engine in a Web Worker, card chunks fetched per
 * page, the stock rule applied at the build's clock (so the island lists what the built pages list).
 */
export function embeddedClient(version: string, nowSeconds: number): EmbeddedSearchClient {
  return createEmbeddedSearchClient(async () => workerEngine(version), {
    nowSeconds: () => nowSeconds,
    loadCardChunk: async (chunk) => {
      const response = await fetch(`${INDEX_BASE}cards-${chunk}.json?v=${version}`);
      if (!response.ok) throw new Error(`card chunk ${chunk} answered ${response.status}`);
      return (await response.json()) as CardChunk;
    },
  });
}
