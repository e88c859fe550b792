// A render thread of scripts/lib/render-pool.ts: renders the batches of paths it is handed from the kept bundle,
// writes each file and checks each page, and asks for the next batch.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadTenant } from '../../src/config/load-tenant.ts';
import type { Violation } from '../../src/features/compliance/rules/violation.ts';
import { auditPage, complianceContext, isPageFile } from './audit-site.ts';
import { openKeptBundle } from './kept-prerender.ts';
import { pagePolicy } from './site-csp.ts';

export interface RenderJob {
  keepDir: string;
  outDir: string;
  pages: readonly string[] | undefined;
  origin: string;
}

/** One file written, with what the checks found in it (pages only). */
export interface RenderedFile {
  page: string;
  file: string;
  policy?: string;
  indexable?: string;
  violations: Violation[];
}

/** A batch done (none, the first time), and how many paths there are in all. */
export interface RenderReply {
  total: number;
  files: RenderedFile[];
}

const port = parentPort;
if (!port) throw new Error('render-pool-worker.ts runs as a worker thread of render-pool.ts');
const job = workerData as RenderJob;
const slug = process.env.TENANT;
if (!slug) throw new Error('TENANT is required');
const context = complianceContext(loadTenant(slug));
const bundle = await openKeptBundle(job.keepDir, job.pages);
const folders = new Set<string>();
const decoder = new TextDecoder();

async function renderBatch(from: number, to: number): Promise<RenderedFile[]> {
  const done: RenderedFile[] = [];
  for (const path of bundle.paths.slice(from, to)) {
    const body = await bundle.render(path, job.origin);
    if (!body) continue;
    const target = join(job.outDir, path.file);
    const folder = dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(target, body);
    const rendered: RenderedFile = { page: path.page, file: path.file, violations: [] };
    if (isPageFile(path.file)) {
      const html = decoder.decode(body);
      const audit = auditPage(path.file, html, context);
      rendered.violations = audit.violations;
      const policy = pagePolicy(html);
      if (policy) rendered.policy = policy;
      if (audit.indexable !== undefined) rendered.indexable = audit.indexable;
    }
    done.push(rendered);
  }
  return done;
}

// A failure rejects this listener: the thread stops with the error, and render-pool.ts rejects with it.
port.on('message', async (batch: { from: number; to: number } | null) => {
  if (!batch) process.exit(0);
  const files = await renderBatch(batch.from, batch.to);
  port.postMessage({ total: bundle.paths.length, files } satisfies RenderReply);
});
port.postMessage({ total: bundle.paths.length, files: [] } satisfies RenderReply);
