import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/paths.ts';
import { FIXTURE_TENANTS_DIR } from '../support/fixture-tenants.ts';

/** Where the e2e run keeps its copies of fixture tenants and their builds (apart from the demo tenants' dist/). */
const FIXTURES_CACHE = join(ROOT, '.cache', 'e2e-fixtures');
/** The fixture tenants end-to-end tests build and serve (built once before the run by global-setup.ts). */
export const E2E_FIXTURE_TENANTS = ['file-feed', 'prestige', 'minimal'] as const;
/** Files a fixture is built with besides its own (name in the tenant folder → file under the project root). */
const FIXTURE_FILES: Partial<Record<(typeof E2E_FIXTURE_TENANTS)[number], Record<string, string>>> = {
  // The spec's dated EOFY and stocktake cards: a dealer whose offers have ended (offer-pages.spec.ts).
  minimal: { 'promos.json': 'tests/fixtures/promos/spec-dated-promos.json' },
};

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
 * `FIXTURE_FILES` adds its files to the copy. A few cars: about 70 pages.
 */
export type FixtureSlug = (typeof E2E_FIXTURE_TENANTS)[number];
const FIXTURE_TENANTS_COPY = join(FIXTURES_CACHE, 'tenants');
const FIXTURE_ENV = { TENANTS_DIR: FIXTURE_TENANTS_COPY, DIST_DIR: join(FIXTURES_CACHE, 'dist') };

/** Copies the fixtures afresh and builds those that changed since their last build, in one build run. */
export async function builtFixtures(slugs: readonly FixtureSlug[]): Promise<void> {
  mkdirSync(FIXTURE_TENANTS_COPY, { recursive: true });
  for (const slug of slugs) {
    const tenantDir = join(FIXTURE_TENANTS_COPY, slug);
    rmSync(tenantDir, { recursive: true, force: true });
    cpSync(join(FIXTURE_TENANTS_DIR, slug), tenantDir, { recursive: true });
    for (const [name, source] of Object.entries(FIXTURE_FILES[slug] ?? {}))
      cpSync(join(ROOT, source), join(tenantDir, name));
  }
  const build = await runScript('build.ts', [`--tenant=${slugs.join(',')}`, '--if-stale'], FIXTURE_ENV);
  if (build.code !== 0) throw new Error(`building the fixtures ${slugs.join(', ')} failed:\n${build.output}`);
}

/** One fixture, copied afresh and built when it changed (global-setup.ts built them all before the run). */
export async function builtFixture(slug: FixtureSlug) {
  await builtFixtures([slug]);
  return { tenantDir: join(FIXTURE_TENANTS_COPY, slug), distDir: FIXTURE_ENV.DIST_DIR, env: FIXTURE_ENV };
}
