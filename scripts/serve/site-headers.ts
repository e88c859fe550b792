import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { siteHeadersFrom } from '../../src/config/security-headers.ts';

const cache = new Map<string, { mtimeMs: number; file: string }>();

/**
 * The headers a built site's `_headers` file gives `path` (what the CDN sends, including the
 * build's report-only CSP on pages), re-read when a rebuild replaces the file; none when there is no file.
 */
export function siteHeaders(root: string, path: string): Record<string, string> {
  const file = join(root, '_headers');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return {};
  }
  const hit = cache.get(root);
  if (hit?.mtimeMs === mtimeMs) return siteHeadersFrom(hit.file, path);
  const text = readFileSync(file, 'utf8');
  cache.set(root, { mtimeMs, file: text });
  return siteHeadersFrom(text, path);
}
