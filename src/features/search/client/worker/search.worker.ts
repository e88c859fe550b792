/// <reference lib="webworker" />
import type { CompactIndex } from '../../rules/engine/index-format.ts';
import { loadIndex } from '../../rules/engine/load-index.ts';
import { createEngine, type EngineOptions, type SearchEngine } from '../../rules/engine/search.ts';
import { answerEngineRequest, isEngineRequestMessage } from '../../rules/engine/worker-protocol.ts';
import { isWorkerInitMessage } from './init-message.ts';

/**
 * The embedded search engine off the main thread: an init message names the index folder and
 * version; the worker fetches index.json, vins.json and engine.json once and answers search
 * messages (worker-protocol.ts) from then on.
 */
declare const self: DedicatedWorkerGlobalScope;
let engine: Promise<SearchEngine> | null = null;
let source: { base: string; version: string } | null = null;

function loadOnce(): Promise<SearchEngine> | null {
  if (engine === null && source !== null) {
    engine = load(source.base, source.version);
    engine.catch(() => (engine = null));
  }
  return engine;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function load(base: string, version: string): Promise<SearchEngine> {
  const [index, vins, options] = await Promise.all([
    fetchJson<CompactIndex>(`${base}index.json?v=${version}`),
    fetchJson<string[]>(`${base}vins.json?v=${version}`),
    fetchJson<EngineOptions>(`${base}engine.json?v=${version}`),
  ]);
  return createEngine(loadIndex(index, vins), options);
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (isWorkerInitMessage(data)) {
    source = data;
    loadOnce();
    return;
  }
  if (!isEngineRequestMessage(data)) return;
  // A failed load (offline, a server error) is retried by the next search.
  const pending = loadOnce() ?? Promise.reject(new Error('search worker not initialised'));
  void pending
    .then((ready) => answerEngineRequest(ready, data))
    .catch((error: unknown) => ({
      type: 'error' as const,
      id: data.id,
      message: error instanceof Error ? error.message : String(error),
    }))
    .then((answer) => self.postMessage(answer));
});
