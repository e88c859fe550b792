import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundlePath } from './functions-artifacts.ts';
import { WORKER_DATA, bundleWorker, dataImportedByName, workerCode } from './worker-bundle.ts';

const temp = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the worker's code, bundled once per code fingerprint", () => {
  const cache = join(temp, 'cache');
  const code = 'a'.repeat(64);

  it('bundles the functions once, importing the tenant data by its plain name, and drops stale entries', async () => {
    const twoHoursAgo = new Date(Date.now() - 7_200_000);
    mkdirSync(join(cache, 'b'.repeat(16)), { recursive: true });
    utimesSync(join(cache, 'b'.repeat(16)), twoHoursAgo, twoHoursAgo);
    mkdirSync(join(cache, 'd'.repeat(16)), { recursive: true });
    mkdirSync(join(cache, '.work-999999999-cccccccc'), { recursive: true });
    const dir = await workerCode(code, cache);
    const index = readFileSync(join(dir, 'index.js'), 'utf8');
    expect(index).toContain(`from "./${WORKER_DATA}"`);
    expect(index).not.toMatch(/[0-9a-f]{40}-functions\.txt/);
    // Another code's worker used within the hour stays: a build that started before the change may still link it.
    expect(readdirSync(cache).sort()).toEqual([code.slice(0, 16), 'd'.repeat(16)]);
    const built = statSync(join(dir, 'index.js')).mtimeMs;
    expect(await workerCode(code, cache)).toBe(dir);
    expect(statSync(join(dir, 'index.js')).mtimeMs).toBe(built);
  }, 60_000);

  it("puts the code and the tenant's functions.json into the site's _worker.js", async () => {
    const artifacts = join(temp, 'artifacts');
    const site = join(temp, 'site');
    mkdirSync(artifacts, { recursive: true });
    mkdirSync(join(site, '_worker.js'), { recursive: true });
    writeFileSync(join(site, '_worker.js', 'old.js'), 'left from an earlier build');
    writeFileSync(bundlePath(artifacts), '{"build":"x"}');
    await bundleWorker(artifacts, site, workerCode(code, cache));
    expect(readdirSync(join(site, '_worker.js')).sort()).toEqual([WORKER_DATA, 'index.js']);
    expect(readFileSync(join(site, '_worker.js', WORKER_DATA), 'utf8')).toBe('{"build":"x"}');
  }, 60_000);
});

describe('dataImportedByName', () => {
  it("renames wrangler's content-named text module to functions.txt", () => {
    const out = join(temp, 'out');
    mkdirSync(out, { recursive: true });
    const hashed = `${'0'.repeat(40)}-${WORKER_DATA}`;
    writeFileSync(join(out, hashed), '{}');
    expect(dataImportedByName(`import bundle from "./${hashed}";\nuse(bundle);`, out)).toBe(
      `import bundle from "./${WORKER_DATA}";\nuse(bundle);`,
    );
    expect(existsSync(join(out, hashed))).toBe(false);
  });
  it('refuses a bundle that does not import the data module exactly once', () => {
    const out = join(temp, 'out-none');
    mkdirSync(out, { recursive: true });
    expect(() => dataImportedByName('export default {};', out)).toThrow(/does not import functions.txt once/);
  });
});
