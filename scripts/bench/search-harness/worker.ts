// Harness Web Worker: loads the generated index, then answers worker-protocol.ts search messages,
// as the search page's worker does. Bundled by esbuild in search-harness/bundle.ts.
import type { CompactIndex } from '../../../src/features/search/rules/engine/index-format.ts';
import { loadIndex } from '../../../src/features/search/rules/engine/load-index.ts';
import { createEngine } from '../../../src/features/search/rules/engine/search.ts';
import {
  answerEngineRequest,
  isEngineRequestMessage,
} from '../../../src/features/search/rules/engine/worker-protocol.ts';

interface WorkerScope {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  location: { search: string };
}
const scope = self as unknown as WorkerScope;
const cars = new URLSearchParams(scope.location.search).get('cars') ?? '0';

const started = performance.now();
const [index, vins] = await Promise.all([
  fetch(`/index-${cars}.json`).then((r) => r.json() as Promise<CompactIndex>),
  fetch(`/vins-${cars}.json`).then((r) => r.json() as Promise<string[]>),
]);
const fetched = performance.now();
const engine = createEngine(loadIndex(index, vins));
scope.postMessage({ type: 'ready', fetchParseMs: fetched - started, buildMs: performance.now() - fetched });

scope.onmessage = async (event) => {
  if (!isEngineRequestMessage(event.data)) return;
  const t0 = performance.now();
  const answer = await answerEngineRequest(engine, event.data);
  scope.postMessage({ ...answer, engineMs: performance.now() - t0 });
};
