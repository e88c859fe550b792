import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { SIBLING_SUFFIX } from '../serve/precompressed.ts';
import type { BuildManifest, RebuildPlan } from './build-manifest.ts';

const SIBLINGS = Object.values(SIBLING_SUFFIX);

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
 * Hard-links the files (and their precompressed siblings) of the previous build at `previousDir` into `outDir`:
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
    for (const suffix of SIBLINGS) {
      try {
        linkSync(join(previousDir, file + suffix), join(outDir, file + suffix));
      } catch (error) {
        // Only compressible files have siblings.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}

/**
 * Of the files Astro wrote again, those byte-identical to the previous build's get its precompressed siblings linked
 * (compressing them again would give the same bytes); returns the others, which need compressing.
 */
export function reuseSiblings(previousDir: string, outDir: string, files: readonly string[]): string[] {
  const changed: string[] = [];
  for (const file of files) {
    const before = join(previousDir, file);
    const now = join(outDir, file);
    const same =
      existsSync(before) &&
      statSync(before).size === statSync(now).size &&
      readFileSync(before).equals(readFileSync(now));
    if (!same) {
      changed.push(file);
      continue;
    }
    // A file linked from the previous build (linkFiles) came with its siblings.
    for (const suffix of SIBLINGS)
      if (existsSync(before + suffix) && !existsSync(now + suffix)) linkSync(before + suffix, now + suffix);
  }
  return changed;
}

/** Astro's scripts and styles (content-hashed names) the folder holds. */
export const astroAssets = (files: readonly string[]): string[] => files.filter((f) => f.startsWith('_astro/'));
