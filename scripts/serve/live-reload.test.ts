import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR } from '../../tests/support/fixture-tenants.ts';
import { loadAllTenants } from '../../src/config/load-tenant.ts';
import { functionsBundle } from '../../src/server/build/functions-bundle.ts';
import { memoryLogger } from '../../src/server/ops/logger.ts';
import { alphaEnquiry } from '../../tests/support/server/harness.ts';
import { rawRequest } from '../../tests/support/server/raw-request.ts';
import { bundlePath, functionsDir, readBuiltFunctions } from '../lib/functions-artifacts.ts';
import { stagingDir } from '../lib/publish-build.ts';
import { writeRegistry } from '../lib/tenant-registry.ts';
import { startServer, type RunningServer } from './start-server.ts';

const work = mkdtempSync(join(tmpdir(), 'live-reload-'));
const root = join(work, 'tenants');
const distDir = join(work, 'dist');
for (const slug of ['alpha', 'beta']) {
  cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(root, slug), { recursive: true });
  const site = join(root, slug, 'site.json');
  writeFileSync(site, JSON.stringify({ ...JSON.parse(readFileSync(site, 'utf8')), name: `${slug} Motors` }));
}
const tenant = (slug: string) => {
  const found = loadAllTenants(root).tenants.find((t) => t.slug === slug);
  if (!found) throw new Error(`no fixture tenant ${slug}`);
  return found;
};

/** What `npm run build -- --tenant=<slug>` leaves, published the way it publishes: staged, then renamed into place. */
function publish(slug: string, home: string, stamp: string, dist = distDir) {
  const staged = stagingDir(dist, slug);
  mkdirSync(staged, { recursive: true });
  writeFileSync(join(staged, 'index.html'), `<!doctype html><title>${home}</title>`);
  rmSync(join(dist, slug), { recursive: true, force: true });
  renameSync(staged, join(dist, slug));
  mkdirSync(functionsDir(dist, slug), { recursive: true });
  writeFileSync(bundlePath(functionsDir(dist, slug)), JSON.stringify(functionsBundle(tenant(slug), [], stamp, '')));
  writeFileSync(join(dist, slug, '.build-stamp'), stamp);
  writeRegistry(
    dist,
    loadAllTenants(root).tenants.filter((t) => t.slug === 'alpha' || t.slug === slug),
    [],
  );
}

let server: RunningServer;
const reloads: string[][] = [];
/** One GET on the tenant's host, or the bare one with no slug (fetch would not send the Host given). */
const get = (slug: string | undefined, path = '/', on = server) =>
  rawRequest(on.port, { host: slug ? `${slug}.localhost` : 'localhost', path });
/** Asks until the answer is `status` (the server looks for new builds every second). */
async function until(
  slug: string,
  path: string,
  status: number,
  on = server,
): Promise<{ status: number; body: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await get(slug, path, on);
    if (res.status === status || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  publish('alpha', 'alpha first build', 'a1');
  server = await startServer({
    port: 0,
    functions: readBuiltFunctions(distDir),
    env: { NODE_ENV: 'test' },
    dataDir: join(work, 'data'),
    distDir,
    logger: memoryLogger(),
    onReload: (built) => reloads.push(built.tenants.map((t) => t.slug)),
  });
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

describe('npm start picks up a newly published build without a restart', () => {
  it('serves a tenant added by a build while running: its site and its functions', async () => {
    expect((await get('beta')).status).toBe(404);
    expect((await get('beta', '/api/payments/provider')).status).toBe(404);
    publish('beta', 'beta first build', 'b1');
    const home = await until('beta', '/', 200);
    expect(home.status).toBe(200);
    expect(home.body).toContain('beta first build');
    const functions = await get('beta', '/api/payments/provider');
    expect(functions.status).toBe(200);
    expect(JSON.parse(functions.body)).toMatchObject({ demo: true });
    expect(reloads.at(-1)).toEqual(['alpha', 'beta']);
    expect((await get('alpha')).status).toBe(200);
  });

  it("serves a rebuilt tenant's new configuration to the functions", async () => {
    const reloaded = reloads.length;
    const site = join(root, 'beta', 'site.json');
    writeFileSync(site, JSON.stringify({ ...JSON.parse(readFileSync(site, 'utf8')), name: 'Beta Renamed Motors' }));
    publish('beta', 'beta second build', 'b2');
    const deadline = Date.now() + 10_000;
    while (reloads.length === reloaded && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(reloads.length).toBe(reloaded + 1);
    expect((await get('beta')).body).toContain('beta second build');
    expect((await get('beta', '/api/payments/provider')).status).toBe(200);
    expect((await get('alpha')).body).toContain('alpha first build');
    // The bare host lists the tenants by the names of their latest builds.
    expect((await get(undefined)).body).toContain('Beta Renamed Motors');
  });
});

describe('npm start on a first start (issue 16): serving from an empty dist/ while the tenants build', () => {
  it('answers the list with 503 naming the tenants still building, and serves each one once published', async () => {
    const empty = join(work, 'first-start-dist');
    let building: readonly string[] = ['beta'];
    const read: number[] = [];
    const starting = await startServer({
      port: 0,
      functions: readBuiltFunctions(empty),
      env: { NODE_ENV: 'test' },
      dataDir: join(work, 'first-start-data'),
      distDir: empty,
      logger: memoryLogger(),
      building: () => building,
      onReload: (_built, readAt) => read.push(readAt),
    });
    try {
      const list = await get(undefined, '/', starting);
      expect(list.status).toBe(503);
      expect(list.body).toContain('Still building (reload to see them): <code>beta</code>');
      expect((await get('beta', '/', starting)).status).toBe(404);
      const publishedAt = performance.now();
      publish('beta', 'beta built on first start', 'f1', empty);
      const home = await until('beta', '/', 200, starting);
      expect(home.body).toContain('beta built on first start');
      expect((await get('beta', '/api/payments/provider', starting)).status).toBe(200);
      expect(read.at(-1)).toBeGreaterThan(publishedAt);
      building = [];
      const done = await get(undefined, '/', starting);
      expect(done.status).toBe(200);
      expect(done.body).toContain('<code>beta</code></li>');
      expect(done.body).not.toContain('Still building');
    } finally {
      await starting.close();
    }
  });
});

describe('npm start keeps its rate limits across a published build', () => {
  it("refuses a client who used up its leads after the functions are swapped for a new build's", async () => {
    const dist = join(work, 'limits-dist');
    publish('alpha', 'alpha before', 'l1', dist);
    const reloaded: string[][] = [];
    const now = Date.parse('2026-01-01T00:00:00Z');
    const limited = await startServer({
      port: 0,
      functions: readBuiltFunctions(dist),
      env: { NODE_ENV: 'test' },
      dataDir: join(work, 'limits-data'),
      distDir: dist,
      logger: memoryLogger(),
      // A still clock: no token comes back while the test waits for the reload.
      clock: () => now,
      onReload: (built) => reloaded.push(built.tenants.map((t) => t.slug)),
    });
    const lead = () =>
      rawRequest(limited.port, {
        host: 'alpha.localhost',
        path: '/api/leads',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(alphaEnquiry({ dealership_slug: 'minimal-motors', location_id: 1 })),
      });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await lead()).status);
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
      publish('alpha', 'alpha after', 'l2', dist);
      const deadline = Date.now() + 10_000;
      while (reloaded.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(reloaded).toEqual([['alpha']]);
      expect((await get('alpha', '/', limited)).body).toContain('alpha after');
      expect((await lead()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
