import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { InputKind } from '../../src/tenant/page-inputs.ts';

import { DIST_DIR, ROOT } from './paths.ts';
/** Inputs shared by every tenant's build (the scripts write _headers, the sitemap and the functions). */
const SHARED_INPUTS = [
  'src',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'scripts/build-tenant.ts',
  'scripts/bundle-tenants.ts',
  'scripts/lib/audit-site.ts',
  'scripts/lib/build-manifest.ts',
  'scripts/lib/incremental-build.ts',
  'scripts/lib/page-renderer.ts',
  'scripts/lib/render-pool.ts',
  'scripts/lib/render-pool-worker.ts',
  'scripts/lib/content-sync.ts',
  'scripts/lib/inline-scripts-plugin.ts',
  'scripts/lib/latin1-css-plugin.ts',
  'scripts/lib/kept-prerender.ts',
  'scripts/lib/source-inputs.ts',
  'scripts/lib/tenant-bundler.ts',
  'scripts/lib/site-csp.ts',
  'scripts/lib/functions-artifacts.ts',
  'scripts/lib/worker-bundle.ts',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((f) => join(path, f))
    .filter((f) => !f.includes(`${join('public', 'media', 'generated')}`) && statSync(f).isFile())
    .sort();
}

const today = () => new Date().toISOString().slice(0, 10);

/** A hash of the files' names (relative to `base`) and bytes. */
function hashFiles(files: readonly string[], seed = '', base = ROOT): string {
  const hash = createHash('sha256').update(seed);
  for (const file of files) hash.update(relative(base, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * A fingerprint of everything a tenant's site is built from, plus the UTC date (generated demo
 * stock and the sold-car window move with the day). Equal stamps mean the built site is current.
 */
export function buildStamp(tenantDir: string, day = today()): string {
  return hashFiles([...SHARED_INPUTS.map((p) => join(ROOT, p)), tenantDir].flatMap(filesUnder), day);
}

/** The code and the day every tenant's build shares: a change to either rebuilds every page. */
export function codeFingerprint(day = today()): string {
  return hashFiles(SHARED_INPUTS.map((p) => join(ROOT, p)).flatMap(filesUnder), day);
}

/**
 * The tenant's files by the input they are (src/tenant/page-inputs.ts): locations.json, models.json, promos.json,
 * content/, news/; site.json and any other file count as `site`.
 */
export function tenantFileFingerprints(tenantDir: string): Record<TenantFileKind, string> {
  const groups: Record<TenantFileKind, string[]> = {
    site: [],
    locations: [],
    models: [],
    promos: [],
    content: [],
    news: [],
  };
  for (const file of filesUnder(tenantDir)) {
    const [first = ''] = relative(tenantDir, file).split(sep);
    const kind = TENANT_FILE_KINDS[first] ?? 'site';
    groups[kind].push(file);
  }
  // Named from the tenant's folder: the same files give the same fingerprints wherever TENANTS_DIR is.
  return Object.fromEntries(
    Object.entries(groups).map(([kind, files]) => [kind, hashFiles(files, '', tenantDir)]),
  ) as Record<TenantFileKind, string>;
}

/**
 * The Markdown of every tenant folder in `root` (its content/ and news/, named from `root`): what the content store of
 * the one bundle every tenant's build shares holds (src/content.config.ts). Only those files are read.
 */
export function markdownFingerprint(root: string): string {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const files = folders.flatMap((name) => [join(root, name, 'content'), join(root, name, 'news')].flatMap(filesUnder));
  return hashFiles(files, '', root);
}

type TenantFileKind = Exclude<InputKind, 'stock'>;
const TENANT_FILE_KINDS: Readonly<Record<string, TenantFileKind>> = {
  'locations.json': 'locations',
  'models.json': 'models',
  'promos.json': 'promos',
  content: 'content',
  news: 'news',
};

/** The stamp a tenant's published build carries (dist/<slug>/.build-stamp). */
export function stampPath(slug: string, distDir = DIST_DIR): string {
  return join(distDir, slug, '.build-stamp');
}

export function isCurrent(slug: string, stamp: string): boolean {
  const path = stampPath(slug);
  return existsSync(path) && readFileSync(path, 'utf8') === stamp;
}
