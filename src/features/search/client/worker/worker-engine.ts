import type { MultiSearchResponse, SearchRequest } from '../../rules/engine/algolia-types.ts';
import type { EngineLike } from '../../rules/engine/search.ts';
import { isEngineResponseMessage } from '../../rules/engine/worker-protocol.ts';
import type { WorkerInitMessage } from './init-message.ts';

/** Where the build writes the index files (src/pages/search-index/[file].ts). */
export const INDEX_BASE = '/search-index/';

/**
 * The engine as a Web Worker proxy: starts the worker, tells it which index version to load, and
 * matches answers to requests by id. Resolves once the worker exists (it loads the index itself).
 */
export function workerEngine(version: string): EngineLike {
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
  worker.postMessage({ type: 'init', base: INDEX_BASE, version } satisfies WorkerInitMessage);
  const pending = new Map<number, { resolve: (value: MultiSearchResponse) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (!isEngineResponseMessage(data)) return;
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (data.type === 'results') waiting?.resolve(data.response);
    else waiting?.reject(new Error(data.message));
  });
  return {
    search(requests: readonly SearchRequest[], nowSeconds: number): Promise<MultiSearchResponse> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: 'search', id, requests: [...requests], nowSeconds });
      });
    },
  };
}
