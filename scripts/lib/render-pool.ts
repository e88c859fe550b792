import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Violation } from '../../src/features/compliance/rules/violation.ts';
import type { RenderedFile, RenderJob, RenderReply } from './render-pool-worker.ts';

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

/** Paths handed to a worker at a time: few enough to share the last ones out evenly, enough to keep it busy. */
const BATCH = 16;
/** Each worker's old-space limit (MB): the bundle, the stock and the search data, with room for V8 to collect late. */
const WORKER_HEAP_MB = 768;

/**
 * Renders the paths of `pages` (files of src/pages; every page when undefined) from the bundle kept in `keepDir` into
 * `outDir`, on `workers` threads (one per core): each imports the bundle, lists the same paths, and takes the next
 * batch when done, writing each file and checking each page as it goes (scripts/lib/audit-site.ts). Rejects with the
 * first failure (a render, a write), the other threads stopped.
 */
export async function renderPages(options: {
  keepDir: string;
  outDir: string;
  pages: readonly string[] | undefined;
  origin: string;
  workers?: number;
}): Promise<Map<string, RenderedPage>> {
  const files: RenderedFile[] = [];
  const count = options.workers ?? availableParallelism();
  const threads: Worker[] = [];
  let next = 0;
  let total: number | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      let running = count;
      for (let i = 0; i < count; i++) {
        const job: RenderJob = {
          keepDir: options.keepDir,
          outDir: options.outDir,
          pages: options.pages,
          origin: options.origin,
        };
        const worker = new Worker(new URL('./render-pool-worker.ts', import.meta.url), {
          workerData: job,
          resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
        });
        threads.push(worker);
        worker.on('message', (reply: RenderReply) => {
          files.push(...reply.files);
          if (total !== undefined && total !== reply.total)
            reject(new Error(`the render threads listed different paths (${total} and ${reply.total})`));
          total = reply.total;
          if (next >= total) {
            worker.postMessage(null);
            return;
          }
          worker.postMessage({ from: next, to: Math.min(total, next + BATCH) });
          next += BATCH;
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (code !== 0) reject(new Error(`a render thread stopped with exit code ${code}`));
          else if (--running === 0) resolve();
        });
      }
    });
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
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
