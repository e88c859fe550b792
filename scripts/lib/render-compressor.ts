import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { RENDERED_PAGE_TAP, type RenderedPageListener } from '../../src/shared/rendered-page-tap.ts';
import { placeSiblings, type CompressedSizes } from './precompress.ts';
import type { CompressedPage, CompressJob } from './render-compressor-worker.ts';

export interface RenderCompressor {
  /**
   * For `precompressFiles`: when `file` holds the very bytes of a page compressed while rendering, moves its forms
   * beside it and gives their sizes; otherwise undefined (the file is compressed as any other).
   */
  ready(file: string, raw: Buffer): Promise<CompressedSizes | undefined>;
  /** Stops listening and waits for the pages still being compressed. */
  stop(): Promise<void>;
  /** Deletes the forms no file took. */
  remove(): void;
}

/** The URL paths a page file (relative to the output folder) is rendered for, as the middleware sees them. */
export function pagePathnames(file: string): string[] {
  const path = `/${file.split(sep).join('/')}`;
  if (path.endsWith('/index.html')) {
    const dir = path.slice(0, -'index.html'.length);
    return dir === '/' ? [dir] : [dir, dir.slice(0, -1)];
  }
  return path.endsWith('.html') ? [path.slice(0, -'.html'.length), path] : [path];
}

const sha1 = (raw: Buffer): string => createHash('sha1').update(raw).digest('hex');

/**
 * Listens to the pages Astro renders in this process (src/middleware.ts) and has a worker thread compress each on
 * the core rendering leaves free, keeping both forms in `<outDir>.compressed`. A file takes the forms of a page only
 * when its bytes are the page's (same hash), so what lands beside it is always its own compressed form; other files
 * are compressed after rendering as before. At most `maxPending` pages wait for the worker: one arriving beyond that
 * is left for later, so memory stays bounded however fast pages render. A failed worker only leaves more for later.
 */
export function startRenderCompressor(outDir: string, maxPending = 16): RenderCompressor {
  const storeDir = `${outDir}.compressed`;
  rmSync(storeDir, { recursive: true, force: true });
  mkdirSync(storeDir, { recursive: true });
  // Its heap holds one page at a time (the forms are off-heap): a small one, so it never adds much to the build's.
  const worker = new Worker(new URL('./render-compressor-worker.ts', import.meta.url), {
    workerData: { storeDir },
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
  });
  // Never what keeps the build alive (a failed Astro build must still exit); stop() holds it while it waits.
  worker.unref();
  const done = new Map<string, CompressedPage>();
  let pending = 0;
  let failed = false;
  let drained: (() => void) | undefined;
  const settle = () => {
    if (pending === 0 || failed) drained?.();
  };
  worker.on('message', (page: CompressedPage) => {
    pending--;
    done.set(page.pathname, page);
    settle();
  });
  worker.on('error', () => {
    failed = true;
    settle();
  });
  const listener: RenderedPageListener = (pathname, body) => {
    if (failed || pending >= maxPending) return;
    pending++;
    const job: CompressJob = { pathname, body };
    worker.postMessage(job);
  };
  const globals = globalThis as Record<symbol, unknown>;
  globals[RENDERED_PAGE_TAP] = listener;
  return {
    stop: async () => {
      if (globals[RENDERED_PAGE_TAP] === listener) delete globals[RENDERED_PAGE_TAP];
      if (pending > 0 && !failed) {
        worker.ref();
        await new Promise<void>((resolve) => {
          drained = resolve;
        });
      }
      await worker.terminate();
    },
    ready: async (file, raw) => {
      const page = pagePathnames(relative(outDir, file))
        .map((pathname) => done.get(pathname))
        .find((p) => p !== undefined);
      if (!page || sha1(raw) !== page.hash) return undefined;
      // Its forms move into place: no second file can take them.
      done.delete(page.pathname);
      const form = (suffix: string, size: number) => ({ path: join(storeDir, `${page.name}${suffix}`), size });
      return placeSiblings(file, raw.length, { br: form('.br', page.br), gz: form('.gz', page.gz) });
    },
    remove: () => rmSync(storeDir, { recursive: true, force: true }),
  };
}
