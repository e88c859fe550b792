import { existsSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where a tenant's build is written, checked and compressed before it may replace the live site
 * (dist/.staging/<slug>: beside it, so the move is a rename on one file system).
 */
export const stagingDir = (distDir: string, slug: string): string => join(distDir, '.staging', slug);

/**
 * Puts a build that passed the audit in place of the live site: the live folder moves aside, the new one
 * takes its name (both before this returns), and the old one is deleted in the background (the promise; tens of
 * thousands of files take seconds to unlink). The site is missing only between the two renames.
 */
export function publishBuild(staged: string, live: string): Promise<void> {
  const replaced = `${staged}.replaced`;
  rmSync(replaced, { recursive: true, force: true });
  if (existsSync(live)) renameSync(live, replaced);
  renameSync(staged, live);
  return rm(replaced, { recursive: true, force: true });
}
