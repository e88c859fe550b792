import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Encodings the browser accepts, best first (brotli, then gzip); `;q=0` refuses one. */
export function acceptedEncodings(accept: string | undefined): Encoding[] {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (['br', 'gzip'] as const).filter((e) => (offered.get(e) ?? 0) > 0);
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Brotli quality 6: within about 1 % of quality 9's size on the car pages at several times its speed. */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;
/** Below this size a compressed answer saves less than its headers cost. */
const MIN_BYTES = 256;

function compress(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gz(raw, { level: GZIP_LEVEL });
  const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
  return brotli(raw, { params });
}

/** A file's bytes as they go out, and the encoding they carry (none: as built). */
export interface FileBody {
  body: Uint8Array;
  encoding?: Encoding;
}

interface Kept {
  /** The file's modification time and size when it was compressed: a rebuilt file is compressed again. */
  version: string;
  body: Buffer;
}

/**
 * The site's files as the browser accepts them. The build writes no compressed copies (the CDN compresses on its
 * own): a file is compressed on libuv's thread pool the first time a browser asks for it, never on the event loop,
 * and kept (up to `limitBytes` of compressed bytes, least recently used out first) until the file changes. Requests
 * for a file being compressed share the one job. A compressed form no smaller than the file is never sent.
 */
export function compressedFiles(
  limitBytes = 64 * 1024 * 1024,
): (path: string, accept: string | undefined) => Promise<FileBody> {
  const kept = new Map<string, Kept>();
  const pending = new Map<string, Promise<Buffer>>();
  let keptBytes = 0;

  function remember(key: string, entry: Kept): void {
    const old = kept.get(key);
    if (old) keptBytes -= old.body.length;
    kept.delete(key);
    kept.set(key, entry);
    keptBytes += entry.body.length;
    for (const [oldest, { body }] of kept) {
      if (keptBytes <= limitBytes) break;
      kept.delete(oldest);
      keptBytes -= body.length;
    }
  }

  return async (path, accept) => {
    const info = await stat(path);
    const [encoding] = acceptedEncodings(accept);
    if (!encoding || info.size < MIN_BYTES) return { body: await readFile(path) };
    const version = `${info.mtimeMs}:${info.size}`;
    const key = `${encoding}\0${path}`;
    const hit = kept.get(key);
    if (hit?.version === version) {
      remember(key, hit);
      return hit.body.length < info.size ? { body: hit.body, encoding } : { body: await readFile(path) };
    }
    const job = `${key}\0${version}`;
    let compressing = pending.get(job);
    if (!compressing) {
      compressing = readFile(path)
        .then((raw) => compress(raw, encoding))
        .finally(() => pending.delete(job));
      pending.set(job, compressing);
    }
    const body = await compressing;
    remember(key, { version, body });
    return body.length < info.size ? { body, encoding } : { body: await readFile(path) };
  };
}
