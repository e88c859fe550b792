import { linkSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { BuildManifest, RebuildPlan } from './build-manifest.ts';

/** Every file under `dir`, relative, with '/' separators, sorted. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split(sep)
        .join('/'),
    )
    .sort();
}

/** The pages of the previous build this one takes as they are: those it did not render (`fresh`: those it did). */
export function reusedPages(
  plan: RebuildPlan,
  previous: BuildManifest | undefined,
  fresh: ReadonlySet<string>,
): string[] {
  if (plan.full || !previous) return [];
  return Object.keys(previous.pages).filter((page) => !plan.pages.includes(page) && !fresh.has(page));
}

/**
 * Hard-links the files of the previous build at `previousDir` into `outDir`:
 * instant, no copy, and safe because a published build is never written to again (publish-build.ts moves folders).
 */
export function linkFiles(previousDir: string, outDir: string, files: readonly string[]): void {
  const made = new Set<string>();
  for (const file of files) {
    const folder = dirname(join(outDir, file));
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    linkSync(join(previousDir, file), join(outDir, file));
  }
}

/** Astro's scripts and styles (content-hashed names) the folder holds. */
export const astroAssets = (files: readonly string[]): string[] => files.filter((f) => f.startsWith('_astro/'));
