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

/**
 * The files Astro wrote into `outDir`, by the page that wrote them (`pageFiles`, from scripts/lib/page-files.ts);
 * the rest (public/, Astro's scripts and styles) under ''.
 */
export function filesByPage(outDir: string, pageFiles: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const owned = new Set([...pageFiles.values()].flat());
  const groups = new Map<string, string[]>();
  for (const [page, files] of pageFiles) if (files.length > 0) groups.set(page, [...files]);
  groups.set(
    '',
    filesIn(outDir).filter((file) => !owned.has(file)),
  );
  return groups;
}

/** The pages of the previous build this one takes as they are: those it did not render (no file of its own). */
export function reusedPages(
  plan: RebuildPlan,
  previous: BuildManifest | undefined,
  fresh: ReadonlyMap<string, readonly string[]>,
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
