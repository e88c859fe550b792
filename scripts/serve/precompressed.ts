import { existsSync } from 'node:fs';

export type Encoding = 'br' | 'gzip';

/** The file written beside `<file>` at build time for each encoding (the names CDNs look for). */
export const SIBLING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

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

/**
 * The precompressed sibling of a file to answer with, if the browser accepts its encoding and the
 * build wrote one. The server never compresses: files without a sibling go out as they are.
 */
export function precompressedSibling(
  path: string,
  accept: string | undefined,
): { path: string; encoding: Encoding } | undefined {
  for (const encoding of acceptedEncodings(accept)) {
    const sibling = path + SIBLING_SUFFIX[encoding];
    if (existsSync(sibling)) return { path: sibling, encoding };
  }
  return undefined;
}
