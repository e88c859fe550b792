import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSync } from './content-sync.ts';

const temp = mkdtempSync(join(tmpdir(), 'content-sync-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("skipping Astro's content sync", () => {
  const dir = join(temp, 'astro-cache');

  it('syncs while there is no store, or a store no successful build of these inputs vouched for', () => {
    expect(contentSync(dir, 'news v1', false).needed).toBe(true);
    mkdirSync(dir, { recursive: true });
    // What Astro's sync writes.
    writeFileSync(join(dir, 'data-store.json'), '{}');
    expect(contentSync(dir, 'news v1', false).needed).toBe(true);
  });

  it('skips once a build with the same inputs succeeded, and syncs again for a full build or other inputs', () => {
    contentSync(dir, 'news v1', false).succeeded();
    expect(contentSync(dir, 'news v1', false).needed).toBe(false);
    expect(contentSync(dir, 'news v1', true).needed).toBe(true);
    expect(contentSync(dir, 'news v2', false).needed).toBe(true);
  });

  it('a build that synced other inputs and failed leaves no stamp: going back to the first inputs syncs too', () => {
    contentSync(dir, 'news v1', false).succeeded();
    contentSync(dir, 'news v2', false);
    expect(contentSync(dir, 'news v1', false).needed).toBe(true);
  });
});
