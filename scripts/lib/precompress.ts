import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import { COMPRESSIBLE } from '../serve/content-types.ts';
import { SIBLING_SUFFIX } from '../serve/precompressed.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Brotli quality 6: within about 1 % of quality 9's size on the car pages at several times its
 * speed (quality 9-11 would add minutes to a 4,800-page build). Gzip level 6 for older clients.
 */
export const BROTLI_QUALITY = 6;
export const GZIP_LEVEL = 6;
/** Below this size a compressed answer saves less than its headers cost. */
const MIN_BYTES = 256;
/**
 * Files compressed at once. zlib's asynchronous calls run on libuv's thread pool (4 threads): with one file per core
 * the pool waited on reads and writes (harbourside's 355 MB alone: 18.5 s at 2, 16.0 s at 4, 15.0 s at 8); each
 * Brotli stream in flight holds megabytes, so not more.
 */
const CONCURRENCY = 2 * availableParallelism();

export interface PrecompressReport {
  files: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

/** The sizes of a file's two compressed forms. */
export interface CompressedSizes {
  br: number;
  gz: number;
}

const brotliOptions = (raw: Buffer): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
});

/** Both forms of `raw`, compressed on the calling thread (a worker's: scripts/lib/render-compressor.ts). */
export const compressSync = (raw: Buffer): { br: Buffer; gz: Buffer } => ({
  br: brotliCompressSync(raw, brotliOptions(raw)),
  gz: gzipSync(raw, { level: GZIP_LEVEL }),
});

/** Both forms of `raw`, compressed on libuv's thread pool. */
const compressAsync = async (raw: Buffer): Promise<{ br: Buffer; gz: Buffer }> => {
  const [br, gzipped] = await Promise.all([brotli(raw, brotliOptions(raw)), gz(raw, { level: GZIP_LEVEL })]);
  return { br, gz: gzipped };
};

/**
 * Puts the forms of a `size`-byte file beside it: those smaller than the file from `forms` (bodies, or files to move
 * into place), and no stale sibling for the others.
 */
export async function placeSiblings(
  file: string,
  size: number,
  forms: Readonly<Record<keyof CompressedSizes, Buffer | { path: string; size: number }>>,
): Promise<CompressedSizes> {
  const sizes: CompressedSizes = { br: size, gz: size };
  for (const [kind, suffix] of [
    ['br', SIBLING_SUFFIX.br],
    ['gz', SIBLING_SUFFIX.gzip],
  ] as const) {
    const form = forms[kind];
    const formSize = Buffer.isBuffer(form) ? form.length : form.size;
    if (formSize >= size) {
      await rm(file + suffix, { force: true });
      continue;
    }
    sizes[kind] = formSize;
    if (Buffer.isBuffer(form)) await writeFile(file + suffix, form);
    else await rename(form.path, file + suffix);
  }
  return sizes;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (the names CDNs
 * serve by Accept-Encoding), when smaller than the file. zlib's asynchronous calls compress on
 * libuv's thread pool, `concurrency` files at a time, so the main thread only schedules.
 */
export async function precompressDir(dir: string, concurrency = CONCURRENCY): Promise<PrecompressReport> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return precompressFiles(
    entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)),
    concurrency,
  );
}

/**
 * `precompressDir` for the files given (paths); those not of a compressible type are left alone. `ready` places the
 * siblings of a file compressed earlier from the very same bytes (while Astro rendered it) and gives their sizes.
 */
export async function precompressFiles(
  files: readonly string[],
  concurrency = CONCURRENCY,
  ready?: (file: string, raw: Buffer) => Promise<CompressedSizes | undefined>,
): Promise<PrecompressReport> {
  const queue = files.filter((f) => COMPRESSIBLE.has(extname(f)));
  const report: PrecompressReport = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  const one = async (file: string) => {
    const raw = await readFile(file);
    if (raw.length < MIN_BYTES) return;
    const sizes = (await ready?.(file, raw)) ?? (await placeSiblings(file, raw.length, await compressAsync(raw)));
    report.files++;
    report.bytes += raw.length;
    report.brBytes += sizes.br;
    report.gzBytes += sizes.gz;
  };
  const worker = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) await one(file);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return report;
}
