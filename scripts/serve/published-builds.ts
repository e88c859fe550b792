import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bundlePath, functionsDir } from '../lib/functions-artifacts.ts';
import { stampPath } from '../lib/build-stamp.ts';
import { readRegistry } from '../lib/tenant-registry.ts';

/**
 * A fingerprint of what the builds in `distDir` have published: dist/tenants.json, and per listed tenant its
 * build stamp and its functions.json (each build writes a new one). Equal fingerprints: nothing new to serve.
 */
export function publishedBuildsKey(distDir: string): string {
  const registry = join(distDir, 'tenants.json');
  const parts = [existsSync(registry) ? readFileSync(registry, 'utf8') : ''];
  for (const { slug } of readRegistry(distDir)) {
    const stamp = stampPath(slug, distDir);
    const bundle = bundlePath(functionsDir(distDir, slug));
    parts.push(
      slug,
      existsSync(stamp) ? readFileSync(stamp, 'utf8') : '',
      existsSync(bundle) ? `${statSync(bundle).mtimeMs}:${statSync(bundle).ino}` : '',
    );
  }
  return parts.join('\n');
}
