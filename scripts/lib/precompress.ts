import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

export interface PrecompressReport {
  files: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (the names CDNs
 * serve by Accept-Encoding), when smaller than the file. zlib's asynchronous calls compress on
 * libuv's thread pool, `concurrency` files at a time, so the main thread only schedules.
 */
export async function precompressDir(dir: string, concurrency = availableParallelism()): Promise<PrecompressReport> {
  const entries = await readdir(dir, { recursive: true, encoding: 'utf8' });
  return precompressFiles(
    entries.map((f) => join(dir, f)),
    concurrency,
  );
}

/** `precompressDir` for the files given (paths); those not of a compressible type are left alone. */
export async function precompressFiles(
  files: readonly string[],
  concurrency = availableParallelism(),
): Promise<PrecompressReport> {
  const queue = files.filter((f) => COMPRESSIBLE.has(extname(f)));
  const report: PrecompressReport = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  const one = async (file: string) => {
    const raw = await readFile(file);
    if (raw.length < MIN_BYTES) return;
    const [br, gzipped] = await Promise.all([
      brotli(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
      gz(raw, { level: GZIP_LEVEL }),
    ]);
    report.files++;
    report.bytes += raw.length;
    for (const [body, suffix] of [
      [br, SIBLING_SUFFIX.br],
      [gzipped, SIBLING_SUFFIX.gzip],
    ] as const) {
      if (body.length < raw.length) await writeFile(file + suffix, body);
      else await rm(file + suffix, { force: true });
    }
    report.brBytes += Math.min(br.length, raw.length);
    report.gzBytes += Math.min(gzipped.length, raw.length);
  };
  const worker = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) await one(file);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return report;
}
