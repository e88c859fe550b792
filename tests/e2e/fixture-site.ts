import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/paths.ts';

/** Where the e2e run keeps its copies of fixture tenants and their builds (apart from the demo tenants' dist/). */
const FIXTURES_CACHE = join(ROOT, '.cache', 'e2e-fixtures');
const FIXTURES = join(ROOT, 'tests', 'fixtures', 'tenants');

/** Runs one of the project's Node scripts with the environment given; answers its exit code and output. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * A fixture tenant (tests/fixtures/tenants/<slug>) built for a test that changes its files: its folder is copied
 * afresh into .cache/e2e-fixtures/tenants/ (so an earlier run's changes are gone and the committed fixture is what is
 * built) and built there with `npm run build -- --if-stale` into .cache/e2e-fixtures/dist/, only when it changed.
 * `files` adds files to the copy (name in the tenant folder → content). A few cars: about 70 pages.
 */
export async function builtFixture(slug: string, files: Record<string, string> = {}) {
  const tenantsDir = join(FIXTURES_CACHE, 'tenants');
  const distDir = join(FIXTURES_CACHE, 'dist');
  const tenantDir = join(tenantsDir, slug);
  rmSync(tenantDir, { recursive: true, force: true });
  mkdirSync(tenantsDir, { recursive: true });
  cpSync(join(FIXTURES, slug), tenantDir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(tenantDir, name), content);
  const env = { TENANTS_DIR: tenantsDir, DIST_DIR: distDir };
  const build = await runScript('build.ts', [`--tenant=${slug}`, '--if-stale'], env);
  if (build.code !== 0) throw new Error(`building the fixture ${slug} failed:\n${build.output}`);
  return { tenantDir, distDir, env };
}
