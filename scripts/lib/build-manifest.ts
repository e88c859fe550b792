import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { INPUT_KINDS, pagesReading, type InputKind } from '../../src/tenant/page-inputs.ts';

/** What a built page (a file of src/pages) wrote, and what the site-wide files need from it. */
const PageRecordSchema = v.object({
  /** Its output files, relative to the site folder, sorted. */
  files: v.array(v.string()),
  /** The distinct meta-tag CSP policies of its HTML files (merged into the report-only header). */
  policies: v.array(v.string()),
  /** Its paths listed in sitemap.xml. */
  indexable: v.array(v.string()),
});

/** Fingerprints of what a build read: the code and day, and each tenant input. */
const InputsSchema = v.object({
  code: v.string(),
  site: v.string(),
  locations: v.string(),
  stock: v.string(),
  models: v.string(),
  promos: v.string(),
  content: v.string(),
  news: v.string(),
});
export type BuildInputs = v.InferOutput<typeof InputsSchema> & Record<InputKind, string>;

const BuildManifestSchema = v.object({
  inputs: InputsSchema,
  /** Per page file; '' for files no page wrote (public/, Astro's scripts and styles). */
  pages: v.record(v.string(), PageRecordSchema),
});
/** dist/<slug>/.build-manifest.json: what the next build needs to reuse this one (never served or uploaded). */
export type BuildManifest = v.InferOutput<typeof BuildManifestSchema>;

export const manifestPath = (siteDir: string): string => join(siteDir, '.build-manifest.json');

/** The manifest of the build in `siteDir`; undefined when there is none or it is not one of this version. */
export function readManifest(siteDir: string): BuildManifest | undefined {
  const file = manifestPath(siteDir);
  if (!existsSync(file)) return undefined;
  const result = v.safeParse(BuildManifestSchema, JSON.parse(readFileSync(file, 'utf8')));
  return result.success ? result.output : undefined;
}

export function writeManifest(siteDir: string, manifest: BuildManifest): void {
  const pages = Object.fromEntries(Object.entries(manifest.pages).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifestPath(siteDir), `${JSON.stringify({ inputs: manifest.inputs, pages })}\n`);
}

/** How a build goes: every page, or only the pages that read a changed input (the rest reused). */
export type RebuildPlan = { full: true; reason: string } | { full: false; changed: InputKind[]; pages: string[] };

/**
 * Decision 17: with a previous build and the same code, day, site config, locations, models and stock, only the pages
 * reading the changed promos, content or news are rendered again. Anything else rebuilds the tenant.
 */
export function rebuildPlan(previous: BuildManifest | undefined, inputs: BuildInputs): RebuildPlan {
  if (!previous) return { full: true, reason: 'no previous build to reuse' };
  if (previous.inputs.code !== inputs.code) return { full: true, reason: 'the code or the day changed' };
  const changed = INPUT_KINDS.filter((kind) => previous.inputs[kind] !== inputs[kind]);
  const everywhere = changed.filter((kind) => !PARTIAL_KINDS.includes(kind));
  if (everywhere.length > 0) return { full: true, reason: `${everywhere.join(', ')} changed` };
  return { full: false, changed, pages: pagesReading(changed) };
}

/** Inputs read by a few pages: a change to one of them renders those pages only. */
const PARTIAL_KINDS: readonly InputKind[] = ['promos', 'content', 'news'];
