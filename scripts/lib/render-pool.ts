import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Violation } from '../../src/features/compliance/rules/violation.ts';
import { openRenderer, type RenderedFile, type RenderJob } from './page-renderer.ts';
import type { RenderReply } from './render-pool-worker.ts';

/** What one page of src/pages wrote, and what the build's checks found in it. */
export interface RenderedPage {
  /** Its files, relative to the site folder, sorted. */
  files: string[];
  /** The distinct meta-tag CSP policies of its HTML files, sorted. */
  policies: string[];
  /** Its paths for sitemap.xml, in the order of its files. */
  indexable: string[];
  violations: Violation[];
}

type Batch = { from: number; to: number };

/** Paths handed out at a time: few enough to share the last ones out evenly, enough to keep a thread busy. */
const BATCH = 16;
/** Batches a render thread holds, so it never waits for the next while this thread renders its own. */
const AHEAD = 2;
/** Each render thread's old-space limit (MB): the bundle, the stock and the search data, and room to collect late. */
const WORKER_HEAP_MB = 768;

/**
 * Renders the paths of `job.pages` (files of src/pages; every page when undefined) from the kept bundle into the
 * job's folder, on this thread and `threads` more (worker threads, for the other cores), all from the build's cars.
 * Each renderer imports the bundle and lists the same paths, then takes the next batch when done; every file is
 * written and every page checked as it is rendered; `onProgress` hears the count of files rendered after each batch.
 * Rejects with the first failure, the threads stopped.
 */
export async function renderPages(
  job: RenderJob,
  threads: number,
  onProgress: (rendered: number) => void = () => undefined,
): Promise<Map<string, RenderedPage>> {
  const files: RenderedFile[] = [];
  // Each distinct policy kept once: pages of a kind share theirs, and a car page's is 2.8 KB (the 20,000-car tenant's
  // 56,000 copies, one per page, were 160 MB of the build thread's heap).
  const policies = new Map<string, string>();
  const rendered = (more: readonly RenderedFile[]) => {
    for (const file of more) {
      if (file.policy === undefined) continue;
      const known = policies.get(file.policy);
      if (known === undefined) policies.set(file.policy, file.policy);
      else file.policy = known;
    }
    files.push(...more);
    onProgress(files.length);
  };
  let next = 0;
  const take = (total: number): Batch | undefined => {
    if (next >= total) return undefined;
    const batch = { from: next, to: Math.min(total, next + BATCH) };
    next = batch.to;
    return batch;
  };
  const workers: Worker[] = [];
  const onThread = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./render-pool-worker.ts', import.meta.url), {
        workerData: job,
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      workers.push(worker);
      let total = 0;
      let held = 0;
      let ready = false;
      worker.on('message', (reply: RenderReply) => {
        // The first message says the thread is ready; every later one, that a batch is done.
        if (ready) held -= 1;
        ready = true;
        total = reply.total;
        rendered(reply.files);
        for (
          let batch = held < AHEAD ? take(total) : undefined;
          batch;
          batch = held < AHEAD ? take(total) : undefined
        ) {
          worker.postMessage(batch);
          held += 1;
        }
        if (held === 0) worker.postMessage(null);
      });
      worker.on('error', reject);
      worker.on('exit', (code) =>
        code === 0 ? resolve(total) : reject(new Error(`a render thread stopped with exit code ${code}`)),
      );
    });
  const here = async (): Promise<number> => {
    const renderer = await openRenderer(job);
    for (let batch = take(renderer.total); batch; batch = take(renderer.total)) {
      rendered(await renderer.renderBatch(batch.from, batch.to));
      // The threads' replies wait for this thread: let them in between batches.
      await yieldToEvents();
    }
    return renderer.total;
  };
  try {
    const totals = await Promise.all([here(), ...Array.from({ length: threads }, onThread)]);
    if (new Set(totals).size > 1) throw new Error(`the render threads listed different paths (${totals.join(', ')})`);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return byPage(files);
}

/** The rendered files grouped by their page, each page's in file order. */
function byPage(files: readonly RenderedFile[]): Map<string, RenderedPage> {
  const pages = new Map<string, RenderedPage>();
  const policies = new Map<string, Set<string>>();
  for (const file of [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    let page = pages.get(file.page);
    if (!page) {
      page = { files: [], policies: [], indexable: [], violations: [] };
      pages.set(file.page, page);
      policies.set(file.page, new Set());
    }
    page.files.push(file.file);
    if (file.policy) policies.get(file.page)?.add(file.policy);
    if (file.indexable !== undefined) page.indexable.push(file.indexable);
    page.violations.push(...file.violations);
  }
  for (const [name, page] of pages) page.policies = [...(policies.get(name) ?? [])].sort();
  return pages;
}
