import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const MAX_ENTRIES = 4000;
const cache = new Map<string, Buffer>();

/** The encoding to answer with for an Accept-Encoding header (brotli preferred). */
export function pickEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

/** A file's bytes compressed with the encoding, memoised by path, size and modification time. */
export function compressedFile(path: string, encoding: Encoding): Buffer {
  const stat = statSync(path);
  const key = `${encoding}:${path}:${stat.size}:${stat.mtimeMs}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const raw = readFileSync(path);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipSync(raw, { level: 9 });
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, body);
  return body;
}
