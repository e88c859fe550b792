import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadTenant } from '../../src/config/load-tenant.ts';
import type { Violation } from '../../src/features/compliance/rules/violation.ts';
import type { LoadedStock } from '../../src/features/stock/build/load-stock.ts';
import { hoistIslandStyles } from '../../src/features/shell/rules/hoist-island-styles.ts';
import { shareStock } from '../../src/features/stock/build/stock-once.ts';
import { auditPage, complianceContext, isPageFile } from './audit-site.ts';
import { openKeptBundle } from './kept-prerender.ts';
import { pagePolicy } from './site-csp.ts';

export interface RenderJob {
  keepDir: string;
  outDir: string;
  pages: readonly string[] | undefined;
  origin: string;
  /** The cars the build loaded once: every thread renders these, never a second read of the feed. */
  stock: LoadedStock;
}

/** One file written, with what the checks found in it (pages only). */
export interface RenderedFile {
  page: string;
  file: string;
  policy?: string;
  indexable?: string;
  violations: Violation[];
}

/** A renderer of the job's paths (on whichever thread opened it): how many there are, and a batch of them at a time. */
export interface PageRenderer {
  total: number;
  renderBatch(from: number, to: number): Promise<RenderedFile[]>;
}

/**
 * Opens the kept bundle for `job` on this thread (with the build's cars), and renders batches of its paths: each file
 * written as Astro's build names it (a page with the island rule in its head), each page checked as it is written
 * (scripts/lib/audit-site.ts).
 */
export async function openRenderer(job: RenderJob): Promise<PageRenderer> {
  const slug = process.env.TENANT;
  if (!slug) throw new Error('TENANT is required');
  const tenant = loadTenant(slug);
  const context = complianceContext(tenant);
  shareStock(tenant, job.stock);
  const bundle = await openKeptBundle(job.keepDir, job.pages);
  const folders = new Set<string>();
  return {
    total: bundle.paths.length,
    async renderBatch(from, to) {
      const done: RenderedFile[] = [];
      for (const path of bundle.paths.slice(from, to)) {
        const bytes = await bundle.render(path, job.origin);
        if (!bytes) continue;
        const page = isPageFile(path.file);
        // Valid HTML: the island rule Astro writes in front of the first island goes into <head>.
        const body = page ? hoistIslandStyles(bytes) : bytes;
        const target = join(job.outDir, path.file);
        const folder = dirname(target);
        if (!folders.has(folder)) {
          mkdirSync(folder, { recursive: true });
          folders.add(folder);
        }
        writeFileSync(target, body);
        const rendered: RenderedFile = { page: path.page, file: path.file, violations: [] };
        if (page) {
          const html = body.toString('utf8');
          const audit = auditPage(path.file, html, context);
          rendered.violations = audit.violations;
          const policy = pagePolicy(html);
          if (policy) rendered.policy = policy;
          if (audit.indexable !== undefined) rendered.indexable = audit.indexable;
        }
        done.push(rendered);
      }
      return done;
    },
  };
}
