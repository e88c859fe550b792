// Harness page: a minimal search UI (make facet, price slider, sort) over the engine in a Web
// Worker. Records index load figures, long tasks and, per interaction, the time from the input
// event to the next paint (rAF after the DOM update, then a task after that frame).
import type {
  MultiSearchResponse,
  SearchRequest,
  SearchResult,
} from '../../../src/features/search/rules/engine/algolia-types.ts';
import { isEngineResponseMessage } from '../../../src/features/search/rules/engine/worker-protocol.ts';

export interface HarnessState {
  ready: boolean;
  load: { loadMs: number; fetchParseMs: number; buildMs: number; longestTaskMs: number; longTasks: number } | null;
  interactions: { kind: string; ms: number; engineMs: number }[];
  error: string | null;
}

const bench: HarnessState = { ready: false, load: null, interactions: [], error: null };
(window as unknown as { bench: HarnessState }).bench = bench;
const started = performance.now();
const longTasks: number[] = [];
// Budget: no long task *while the index loads*, so tasks that began before loading started (the
// page's own HTML parse and this script's evaluation) are left out.
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.startTime >= started) longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });

const FACETS = ['body', 'car_type', 'make', 'model', 'price', 'year'];
const state = { makes: new Set<string>(), maxPrice: Number.POSITIVE_INFINITY, indexName: 'cars' };
const cars = new URLSearchParams(location.search).get('cars') ?? '0';
const worker = new Worker(`/worker.js?cars=${cars}`, { type: 'module' });
let nextId = 1;
const pending = new Map<number, (response: MultiSearchResponse, engineMs: number) => void>();

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function requests(): SearchRequest[] {
  const makeFilter = [...state.makes].map((m) => `make:${m}`);
  const numericFilters = Number.isFinite(state.maxPrice) ? [`price<=${state.maxPrice}`] : [];
  const main: SearchRequest = {
    indexName: state.indexName,
    params: {
      facets: FACETS,
      facetFilters: makeFilter.length ? [makeFilter] : [],
      numericFilters,
      hitsPerPage: 21,
      page: 0,
    },
  };
  // InstantSearch asks once more for a refined disjunctive facet, without its own filter.
  return makeFilter.length
    ? [main, { indexName: state.indexName, params: { facets: 'make', numericFilters, hitsPerPage: 0, page: 0 } }]
    : [main];
}

function search(): Promise<{ response: MultiSearchResponse; engineMs: number }> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, (response, engineMs) => resolve({ response, engineMs }));
    worker.postMessage({ type: 'search', id, requests: requests(), nowSeconds: Math.floor(Date.now() / 1000) });
  });
}

function render(response: MultiSearchResponse): void {
  const main = response.results[0] as SearchResult;
  $('count').textContent = `${main.nbHits} cars`;
  $('hits').replaceChildren(
    ...main.hits.map((hit) => {
      const li = document.createElement('li');
      li.textContent = `${String(hit['year'] ?? '')} ${String(hit['make'] ?? '')} ${String(hit['model'] ?? '')} ${String(hit['badge'] ?? '')} $${String(hit['price'] ?? '')}`;
      return li;
    }),
  );
  const makeCounts = (response.results[1] as SearchResult | undefined)?.facets['make'] ?? main.facets['make'] ?? {};
  for (const label of $('facets').querySelectorAll('label')) {
    const make = label.dataset['make'] ?? '';
    (label.querySelector('span') as HTMLElement).textContent = `${make} (${makeCounts[make] ?? 0})`;
  }
}

function buildControls(response: MultiSearchResponse): void {
  const main = response.results[0] as SearchResult;
  const makes = Object.entries(main.facets['make'] ?? {})
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([m]) => m);
  $('facets').replaceChildren(
    ...makes.map((make) => {
      const label = document.createElement('label');
      label.dataset['make'] = make;
      label.innerHTML = `<input type="checkbox" value="${make}"> <span></span>`;
      return label;
    }),
  );
  const stats = main.facets_stats['price'];
  const slider = $<HTMLInputElement>('price');
  slider.min = String(Math.floor(stats?.min ?? 0));
  slider.max = String(Math.ceil(stats?.max ?? 100_000));
  slider.step = String(Math.max(1000, Math.round(((stats?.max ?? 100_000) - (stats?.min ?? 0)) / 50)));
  slider.value = slider.max;
}

/** Runs a search for an input event and records the time from the event to the next paint. */
async function interact(kind: string, event: Event): Promise<void> {
  const { response, engineMs } = await search();
  render(response);
  requestAnimationFrame(() =>
    setTimeout(() => bench.interactions.push({ kind, ms: performance.now() - event.timeStamp, engineMs })),
  );
}

worker.onmessage = async (event: MessageEvent) => {
  const data = event.data as { type: string; fetchParseMs?: number; buildMs?: number; engineMs?: number };
  if (data.type === 'ready') {
    const { response } = await search();
    buildControls(response);
    render(response);
    const loadMs = performance.now() - started;
    requestAnimationFrame(() =>
      setTimeout(() => {
        bench.load = {
          loadMs,
          fetchParseMs: data.fetchParseMs ?? NaN,
          buildMs: data.buildMs ?? NaN,
          longestTaskMs: Math.max(0, ...longTasks),
          longTasks: longTasks.length,
        };
        bench.ready = true;
      }),
    );
    return;
  }
  const engineMs = data.engineMs ?? NaN;
  if (isEngineResponseMessage(data)) {
    if (data.type === 'error') bench.error = data.message;
    else pending.get(data.id)?.(data.response, engineMs);
    pending.delete(data.id);
  }
};

$('facets').addEventListener('change', (event) => {
  const input = event.target as HTMLInputElement;
  if (input.checked) state.makes.add(input.value);
  else state.makes.delete(input.value);
  void interact('facet click', event);
});
$('price').addEventListener('input', (event) => {
  const slider = event.target as HTMLInputElement;
  state.maxPrice = Number(slider.value) >= Number(slider.max) ? Number.POSITIVE_INFINITY : Number(slider.value);
  void interact('price change', event);
});
$('sort').addEventListener('change', (event) => {
  state.indexName = (event.target as HTMLSelectElement).value;
  void interact('sort change', event);
});
