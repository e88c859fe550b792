import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Astro syncs the content collections (the tenant's content/*.md and news/*.md, src/content.config.ts) into its data
 * store in `cacheDir` before every build: about 1 s of a promo change, with nothing to sync. The builder skips it when
 * told (`sync: false`, an option of Astro's builder that `build()` passes through). This decides when that is safe:
 * the store must hold what a sync of these very inputs left, which a stamp beside it records (removed before a sync
 * starts, written once the build succeeded, so a build that failed half-way never vouches for its store).
 */
export function contentSync(cacheDir: string, inputs: string, force: boolean): { needed: boolean; succeeded(): void } {
  const stamp = join(cacheDir, 'data-store.inputs');
  const store = join(cacheDir, 'data-store.json');
  const needed = force || !existsSync(store) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== inputs;
  if (needed) rmSync(stamp, { force: true });
  return { needed, succeeded: () => writeFileSync(stamp, inputs) };
}
