import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { DIST_DIR, ROOT } from './paths.ts';
/** Inputs shared by every tenant's build (the scripts write _headers and the precompressed siblings). */
const SHARED_INPUTS = [
  'src',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'scripts/build-tenant.ts',
  'scripts/lib/precompress.ts',
  'scripts/lib/site-csp.ts',
  'scripts/lib/functions-artifacts.ts',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((f) => join(path, f))
    .filter((f) => !f.includes(`${join('public', 'media', 'generated')}`) && statSync(f).isFile())
    .sort();
}

/**
 * A fingerprint of everything a tenant's site is built from, plus the UTC date (generated demo
 * stock and the sold-car window move with the day). Equal stamps mean the built site is current.
 */
export function buildStamp(tenantDir: string, day = new Date().toISOString().slice(0, 10)): string {
  const hash = createHash('sha256').update(day);
  for (const file of [...SHARED_INPUTS.map((p) => join(ROOT, p)), tenantDir].flatMap(filesUnder)) {
    hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The stamp a tenant's published build carries (dist/<slug>/.build-stamp). */
export function stampPath(slug: string, distDir = DIST_DIR): string {
  return join(distDir, slug, '.build-stamp');
}

export function isCurrent(slug: string, stamp: string): boolean {
  const path = stampPath(slug);
  return existsSync(path) && readFileSync(path, 'utf8') === stamp;
}
