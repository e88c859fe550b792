import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Where a tenant's build is written and checked before it may replace the live site (dist/.staging/<slug>: beside it,
 * so the move is a rename on one file system).
 */
export const stagingDir = (distDir: string, slug: string): string => join(distDir, '.staging', slug);

/**
 * Puts a build that passed the audit in place of the live site: the live folder moves aside and the new one takes its
 * name; the site is missing only between the two renames. Gives the folder moved aside (`<staged>.replaced-<time>`),
 * for `removeInBackground`. Folders an earlier build moved aside and left are deleted first, as far as they can be (one
 * may still be being deleted in the background).
 */
export function publishBuild(staged: string, live: string): string {
  const aside = `${basename(staged)}.replaced-`;
  for (const name of readdirSync(dirname(staged)).filter((n) => n.startsWith(aside))) {
    try {
      rmSync(join(dirname(staged), name), { recursive: true, force: true });
    } catch {
      // Being deleted by a background remover: it finishes the job.
    }
  }
  const replaced = `${staged}.replaced-${Date.now()}`;
  if (existsSync(live)) renameSync(live, replaced);
  renameSync(staged, live);
  return replaced;
}

/**
 * Deletes `folders` in a process of their own that outlives this one (tens of thousands of files take seconds to
 * unlink, and the build is done): whatever it leaves, the next publishBuild deletes.
 */
export function removeInBackground(folders: readonly string[]): void {
  const script =
    'for (const folder of process.argv.slice(1)) require("node:fs").rmSync(folder, { recursive: true, force: true });';
  spawn(process.execPath, ['-e', script, ...folders], { detached: true, stdio: 'ignore' }).unref();
}
