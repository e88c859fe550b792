import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { FIXTURE_TENANTS_DIR } from '../../tests/support/fixture-tenants.ts';
import { hasKeptPrerender } from './kept-prerender.ts';
import { keptPrerenderDir, ROOT } from './paths.ts';
import { bundleInputs, sourceInputs } from './source-inputs.ts';
import { startBundler, type BundleResult } from './tenant-bundler.ts';

// Real Astro builds of two fixture tenants in one bundling process, the first with a content page Astro refuses.
const work = join(ROOT, '.cache', 'test-tenant-bundler');
const tenants = join(work, 'tenants');
const dist = join(work, 'dist');
const broken = 'minimal-broken';

let results: PromiseSettledResult<BundleResult>[];

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(tenants, 'minimal'), { recursive: true });
  cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(tenants, broken), { recursive: true });
  const page = join(tenants, broken, 'content', 'about-us.md');
  // The front matter's title is required (src/content.config.ts).
  writeFileSync(page, readFileSync(page, 'utf8').replace(/^title:.*$/m, ''));
  const cwd = join(work, 'bundler');
  mkdirSync(cwd, { recursive: true });
  const env = { ...process.env, NODE_ENV: 'production', TENANTS_DIR: tenants, DIST_DIR: dist };
  const bundles = startBundler([broken, 'minimal'], { cwd, env });
  results = await Promise.allSettled(bundles.values());
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the bundler, one tenant after another in one process', () => {
  it('reports the tenant Astro could not bundle, with Astro’s reason', () => {
    const [first] = results;
    expect(first?.status).toBe('rejected');
    expect(String((first as PromiseRejectedResult).reason)).toMatch(/Astro could not bundle the site: .*title/is);
  });

  it('bundles the next tenant all the same, and keeps its bundle for its build', () => {
    const [, second] = results;
    expect(second?.status).toBe('fulfilled');
    expect((second as PromiseFulfilledResult<BundleResult>).value.seconds).toBeGreaterThan(0);
    const inputs = bundleInputs(sourceInputs(loadTenant('minimal', tenants)));
    expect(hasKeptPrerender(keptPrerenderDir('minimal', dist), inputs)).toBe(true);
    expect(hasKeptPrerender(keptPrerenderDir(broken, dist), inputs)).toBe(false);
  });
});
