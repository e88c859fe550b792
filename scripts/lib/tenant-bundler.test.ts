import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR } from '../../tests/support/fixture-tenants.ts';
import { codeFingerprint } from './build-stamp.ts';
import { hasKeptPrerender } from './kept-prerender.ts';
import { keptPrerenderDir, ROOT } from './paths.ts';
import { bundleInputs } from './source-inputs.ts';
import { startBundler } from './tenant-bundler.ts';

// A real Astro bundle of two fixture tenants' site, the second with a content page its schema refuses, then their
// builds from it.
const work = join(ROOT, '.cache', 'test-tenant-bundler');
const tenants = join(work, 'tenants');
const dist = join(work, 'dist');
const cwd = join(work, 'bundler');
const broken = 'minimal-broken';
const env = { ...process.env, NODE_ENV: 'production', TENANTS_DIR: tenants, DIST_DIR: dist };

let bundled: PromiseSettledResult<unknown>;
let build: ReturnType<typeof spawnSync>;

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(tenants, 'minimal'), { recursive: true });
  cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(tenants, broken), { recursive: true });
  const page = join(tenants, broken, 'content', 'about-us.md');
  // The front matter's title is required (src/content.config.ts).
  writeFileSync(page, readFileSync(page, 'utf8').replace(/^title:.*$/m, ''));
  // What a bundling that stopped half-way leaves where Astro writes the prerender bundle.
  mkdirSync(join(cwd, '.astro', '.prerender'), { recursive: true });
  writeFileSync(join(cwd, '.astro', '.prerender', 'prerender-entry.stale.mjs'), 'export const app = {};\n');
  [bundled] = await Promise.allSettled([startBundler({ cwd, env })]);
  build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.ts'), `--tenant=minimal,${broken}`], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
}, 600_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('one bundle for every tenant', () => {
  it('is made and kept though one tenant’s Markdown is refused, and past what a stopped bundling left', () => {
    expect(bundled.status).toBe('fulfilled');
    expect(hasKeptPrerender(keptPrerenderDir(dist), bundleInputs(codeFingerprint(''), tenants))).toBe(true);
  });

  it('serves the builds: the refused Markdown stops its own tenant, naming file and key, and not the other', () => {
    const output = `${build.stdout}${build.stderr}`;
    expect(build.status).toBe(1);
    expect(output).toMatch(/✓ minimal: \d+ pages .*kept bundle/);
    expect(output).toMatch(new RegExp(`✗ ${broken}: build failed`));
    expect(output).toMatch(new RegExp(`${broken}/content/about-us\\.md: title: Invalid input`));
  });
});
