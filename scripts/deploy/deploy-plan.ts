import { existsSync, linkSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The build's own records (.build-stamp, .build-manifest.json) and any other dotfile stay home. */
const LOCAL_ONLY = /^\./;
/** What Pages needs in a tenant's folder besides the pages: headers, alias redirects and the functions' worker. */
export const REQUIRED = ['index.html', '_headers', '_redirects', join('_worker.js', 'index.js')] as const;
/** Cloudflare Pages' limits per deployment (https://developers.cloudflare.com/pages/platform/limits/). */
export const PAGES_LIMITS = { files: 20_000, fileBytes: 25 * 1024 * 1024 } as const;

export interface DeployPlan {
  slug: string;
  siteDir: string;
  files: number;
  bytes: number;
  problems: string[];
}

/** What `wrangler pages deploy` would upload for a built tenant, and why it may not (missing parts, Pages' limits). */
export function deployPlan(distDir: string, slug: string): DeployPlan {
  const siteDir = join(distDir, slug);
  const plan: DeployPlan = { slug, siteDir, files: 0, bytes: 0, problems: [] };
  if (!existsSync(siteDir))
    return { ...plan, problems: [`${siteDir} is not built: run npm run build -- --tenant=${slug}`] };
  for (const part of REQUIRED)
    if (!existsSync(join(siteDir, part))) plan.problems.push(`${join(siteDir, part)} is missing`);
  for (const file of uploadFiles(siteDir)) {
    const size = statSync(join(siteDir, file)).size;
    plan.files += 1;
    plan.bytes += size;
    if (size > PAGES_LIMITS.fileBytes)
      plan.problems.push(`${file} is ${(size / 1048576).toFixed(1)} MB; Pages takes at most 25 MB per file`);
  }
  if (plan.files > PAGES_LIMITS.files)
    plan.problems.push(`${plan.files} files; Pages takes at most ${PAGES_LIMITS.files} per deployment`);
  return plan;
}

/** The files of a site folder that go to Pages (paths relative to it). */
export function uploadFiles(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !LOCAL_ONLY.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(siteDir.length + 1))
    .sort();
}

/** A copy of the upload as hard links (no bytes copied), which wrangler then uploads as it is. */
export function stageUpload(siteDir: string, stageDir: string): void {
  rmSync(stageDir, { recursive: true, force: true });
  for (const file of uploadFiles(siteDir)) {
    mkdirSync(dirname(join(stageDir, file)), { recursive: true });
    linkSync(join(siteDir, file), join(stageDir, file));
  }
}
