import { isAbsolute, join } from 'node:path';

/** The project root. */
export const ROOT = join(import.meta.dirname, '..', '..');

/** Where built sites go: dist/ unless DIST_DIR says otherwise (parallel work trees, benchmarks). */
export const DIST_DIR = resolveDir(process.env.DIST_DIR, 'dist');

/** Astro's cache for one tenant's dev server and checks (astro.config.mjs's cacheDir): its content store among others. */
export const astroCacheDir = (slug: string, distDir = DIST_DIR): string => join(distDir, '.cache', 'astro', slug);

/** Astro's cache for the bundle every tenant's build shares (scripts/bundle-tenants.ts): its content store. */
export const bundleCacheDir = (distDir = DIST_DIR): string => astroCacheDir('_bundle', distDir);

/**
 * The prerender bundle every tenant's build renders from, kept by the last bundling for the next build
 * (scripts/lib/kept-prerender.ts), beside Astro's cache: both belong to the builds in DIST_DIR.
 */
export const keptPrerenderDir = (distDir = DIST_DIR): string => join(distDir, '.cache', 'kept-prerender');

/** Where the functions keep their SQLite file and development outboxes: .data/ unless DATA_DIR says otherwise. */
export const DATA_DIR = resolveDir(process.env.DATA_DIR, '.data');

function resolveDir(value: string | undefined, fallback: string): string {
  if (!value) return join(ROOT, fallback);
  return isAbsolute(value) ? value : join(ROOT, value);
}
