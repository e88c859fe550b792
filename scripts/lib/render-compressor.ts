import { mkdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { RENDERED_PAGE_TAP, type RenderedPageListener } from '../../src/shared/rendered-page-tap.ts';
import { compressBody, type ReadyCompressed } from './precompress.ts';

export interface RenderCompressor {
  /** For `precompressFiles`: the siblings of a file whose bytes were compressed while rendering. */
  ready: ReadyCompressed;
  /** Stops listening and waits for the pages still being compressed. */
  stop(): Promise<void>;
  /** Deletes the compressed pages kept in the store. */
  remove(): void;
}

/** WebCrypto's digest runs on libuv's threads, not on the main thread that renders. */
const digest = async (bytes: Buffer<ArrayBuffer>): Promise<string> =>
  Buffer.from(await crypto.subtle.digest('SHA-1', bytes)).toString('hex');

/**
 * Listens to the pages Astro renders in this process (src/middleware.ts) and compresses each on libuv's threads while
 * the main thread renders the next, keeping the results in `storeDir` named by the page's content hash. A file is
 * matched by its bytes, not its path, so what lands beside it is always its own compressed form; files never heard of
 * are compressed by `precompressFiles` as before. At most `maxPending` pages are in flight: one arriving beyond that
 * is left for later, so memory stays bounded however fast pages render.
 */
export function startRenderCompressor(storeDir: string, maxPending = 2 * availableParallelism()): RenderCompressor {
  rmSync(storeDir, { recursive: true, force: true });
  mkdirSync(storeDir, { recursive: true });
  const stored = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  const store = async (raw: Buffer<ArrayBuffer>): Promise<void> => {
    const hash = await digest(raw);
    if (stored.has(hash)) return;
    const { br, gz } = await compressBody(raw);
    await Promise.all([writeFile(join(storeDir, `${hash}.br`), br), writeFile(join(storeDir, `${hash}.gz`), gz)]);
    stored.add(hash);
  };
  const listener: RenderedPageListener = (html) => {
    if (inFlight.size >= maxPending) return;
    // A failed write only means this page is compressed later, from its file.
    const job: Promise<void> = store(Buffer.from(html))
      .catch(() => undefined)
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  };
  const globals = globalThis as Record<symbol, unknown>;
  globals[RENDERED_PAGE_TAP] = listener;
  return {
    ready: async (raw) => {
      const hash = await digest(raw);
      if (!stored.has(hash)) return undefined;
      const [br, gz] = await Promise.all([
        readFile(join(storeDir, `${hash}.br`)),
        readFile(join(storeDir, `${hash}.gz`)),
      ]);
      return { br, gz };
    },
    stop: async () => {
      if (globals[RENDERED_PAGE_TAP] === listener) delete globals[RENDERED_PAGE_TAP];
      await Promise.all(inFlight);
    },
    remove: () => rmSync(storeDir, { recursive: true, force: true }),
  };
}
