import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { functionsBundle } from '../src/server/build/functions-bundle.ts';
import { readFeedChanges } from '../src/server/stock/stock-changes-store.ts';
import { openSqlite } from '../src/server/store/sqlite.ts';
import { alphaTenant, STOCK } from '../tests/support/server/tenants.ts';
import { bundlePath, functionsDir } from './lib/functions-artifacts.ts';

describe('npm run stock:sync -- --tenant=<slug>', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stock-sync-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const [car1, car2] = STOCK['alpha'] ?? [];

  /** A built alpha (dist/tenants.json and its functions bundle) whose feed is `feed`. */
  function build(feed: string) {
    const dist = join(dir, 'dist');
    const alpha = alphaTenant();
    const tenant = { ...alpha, site: { ...alpha.site, stock: { type: 'file' as const, path: feed } } };
    mkdirSync(functionsDir(dist, 'alpha'), { recursive: true });
    writeFileSync(
      join(dist, 'tenants.json'),
      JSON.stringify([{ slug: 'alpha', name: alpha.site.name, url: alpha.site.url, hosts: [] }]),
    );
    writeFileSync(
      bundlePath(functionsDir(dist, 'alpha')),
      JSON.stringify(functionsBundle(tenant, STOCK['alpha'] ?? [], 'test-build', '')),
    );
    return dist;
  }
  const run = (dist: string, ...args: string[]) =>
    spawnSync(process.execPath, [join(import.meta.dirname, 'stock-sync.ts'), ...args], {
      env: { ...process.env, DIST_DIR: dist, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' },
      encoding: 'utf8',
    });

  it("records the feed's changes since the build in the store the functions use", async () => {
    const feed = join(dir, 'feed.json');
    writeFileSync(
      feed,
      JSON.stringify([
        { ...car1, price: 25990 },
        { ...car2, status: 'in_stock' },
      ]),
    );
    const result = run(build(feed), '--tenant=alpha');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('"event":"stock.synced"');
    const db = openSqlite(join(dir, 'data', 'functions.sqlite'));
    try {
      expect(Object.fromEntries(await readFeedChanges(db, 'alpha'))).toEqual({
        1: { price: 25990 },
        2: { status: 'in_stock' },
      });
    } finally {
      await db.close();
    }
  });

  it('names the built tenants for an unknown one, and fails on a feed it cannot read', () => {
    const dist = build(join(dir, 'missing.json'));
    const unknown = run(dist, '--tenant=nope');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('one of the built tenants: alpha');
    const broken = run(dist, '--tenant=alpha');
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('stock.sync_failed');
  });
});
