import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_TENANTS_DIR } from '../../tests/support/fixture-tenants.ts';
import { loadAllTenants } from '../../src/config/load-tenant.ts';
import { functionsBundle } from '../../src/server/build/functions-bundle.ts';
import { createSiteApp } from '../serve/tenant-site-app.ts';
import { bundlePath, functionsDir, readBuiltFunctions } from './functions-artifacts.ts';
import { readRegistry, writeRegistry } from './tenant-registry.ts';

const work = mkdtempSync(join(tmpdir(), 'registry-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(work, { recursive: true, force: true });
});
const root = join(work, 'tenants');
const dist = join(work, 'dist');
for (const slug of ['alpha', 'beta']) {
  cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(root, slug), { recursive: true });
  const site = join(root, slug, 'site.json');
  writeFileSync(site, JSON.stringify({ ...JSON.parse(readFileSync(site, 'utf8')), name: `${slug} Motors` }));
}
/** What a good build of `slug` leaves: its site and the functions' copy of its configuration. */
const builtSite = (slug: string) => {
  mkdirSync(join(dist, slug), { recursive: true });
  writeFileSync(join(dist, slug, 'index.html'), `<!doctype html><title>${slug} built</title>`);
  const tenant = loadAllTenants(root).tenants.find((t) => t.slug === slug);
  if (!tenant) return;
  mkdirSync(functionsDir(dist, slug), { recursive: true });
  writeFileSync(bundlePath(functionsDir(dist, slug)), JSON.stringify(functionsBundle(tenant, [], 'stamp', '')));
};
const breakConfig = (slug: string) => writeFileSync(join(root, slug, 'site.json'), '{ "id": "not a number" }');

describe('dist/tenants.json: what npm start serves', () => {
  it('lists the valid tenants that have a built site', () => {
    builtSite('alpha');
    writeRegistry(dist, loadAllTenants(root).tenants, []);
    expect(readRegistry(dist)).toEqual([
      { slug: 'alpha', name: 'alpha Motors', url: 'https://www.minimal-motors.example', hosts: [] },
    ]);
  });

  it('keeps a tenant whose configuration became invalid on its last good build, with a warning', async () => {
    builtSite('beta');
    writeRegistry(dist, loadAllTenants(root).tenants, []);
    breakConfig('beta');
    vi.stubEnv('DIST_DIR', dist);
    vi.resetModules();
    const { buildTenants } = await import('./build-tenants.ts');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Only beta is asked for, so nothing is built (no Astro run).
    const report = await buildTenants({ root, only: ['beta'], ifStale: true });
    expect(report.failed).toEqual(['beta']);
    expect(error.mock.calls.join('\n')).toContain('beta: not built, its configuration is invalid');
    expect(warn.mock.calls).toEqual([
      ['! beta: still served from its last good build until its configuration is fixed'],
    ]);
    expect(readRegistry(dist).map((e) => [e.slug, e.name])).toEqual([
      ['alpha', 'alpha Motors'],
      ['beta', 'beta Motors'],
    ]);
    warn.mockRestore();
    error.mockRestore();
  });

  it('npm start then serves it: its functions with the last good configuration, its site at its host', async () => {
    const functions = readBuiltFunctions(dist);
    expect(functions.tenants.map((t) => [t.slug, t.site.name])).toEqual([
      ['alpha', 'alpha Motors'],
      ['beta', 'beta Motors'],
    ]);
    const site = createSiteApp({ distDir: dist, tenants: functions.tenants, port: 4321 });
    const res = await site.fetch(
      new Request('http://beta.localhost:4321/', { headers: { host: 'beta.localhost:4321' } }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('beta built');
  });

  it('drops an invalid tenant that has no built site left, and one never listed', () => {
    rmSync(join(dist, 'beta'), { recursive: true });
    builtSite('gamma');
    expect(writeRegistry(dist, loadAllTenants(root).tenants, ['beta', 'gamma'])).toEqual([]);
    expect(readRegistry(dist).map((e) => e.slug)).toEqual(['alpha']);
  });
});
