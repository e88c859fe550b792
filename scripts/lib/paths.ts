import { isAbsolute, join } from 'node:path';

/** The project root. */
export const ROOT = join(import.meta.dirname, '..', '..');

/** Where built sites go: dist/ unless DIST_DIR says otherwise (parallel work trees, benchmarks). */
export const DIST_DIR = resolveDir(process.env.DIST_DIR, 'dist');

/** Astro's cache for one tenant's builds (astro.config.mjs's cacheDir): its content store among others. */
export const astroCacheDir = (slug: string, distDir = DIST_DIR): string => join(distDir, '.cache', 'astro', slug);

/**
 * The prerender bundle a tenant's last build kept for the next promo change (scripts/lib/kept-prerender.ts), beside
 * Astro's cache: both belong to the builds in DIST_DIR.
 */
export const keptPrerenderDir = (slug: string, distDir = DIST_DIR): string =>
  join(distDir, '.cache', 'kept-prerender', slug);

/** Where the functions keep their SQLite file and development outboxes: .data/ unless DATA_DIR says otherwise. */
export const DATA_DIR = resolveDir(process.env.DATA_DIR, '.data');

function resolveDir(value: string | undefined, fallback: string): string {
  if (!value) return join(ROOT, fallback);
  return isAbsolute(value) ? value : join(ROOT, value);
}
