import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishBuild, removeInBackground, stagingDir } from './publish-build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist folder with a live site and a staged build of the same tenant. */
function dist(live: boolean) {
  const root = mkdtempSync(join(tmpdir(), 'publish-'));
  dirs.push(root);
  const staged = stagingDir(root, 'alpha');
  mkdirSync(join(staged, 'news'), { recursive: true });
  writeFileSync(join(staged, 'index.html'), 'new build');
  writeFileSync(join(staged, 'news', 'index.html'), 'new news');
  if (live) {
    mkdirSync(join(root, 'alpha', 'gone'), { recursive: true });
    writeFileSync(join(root, 'alpha', 'index.html'), 'previous good build');
    writeFileSync(join(root, 'alpha', 'gone', 'index.html'), 'a page the new build no longer has');
  }
  return { root, staged, live: join(root, 'alpha') };
}

describe('a build is staged beside dist/<slug> and published only by publishBuild', () => {
  it('stages in dist/.staging/<slug>, so the live site is untouched until the audit passes', () => {
    const { root, staged, live } = dist(true);
    expect(staged).toBe(join(root, '.staging', 'alpha'));
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('previous good build');
  });

  it('replaces the live site with the staged one as a whole: no page of the old build stays', async () => {
    const { staged, live } = dist(true);
    const replaced = publishBuild(staged, live);
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('new build');
    expect(readFileSync(join(replaced, 'index.html'), 'utf8')).toBe('previous good build');
    removeInBackground([replaced]);
    await expect.poll(() => existsSync(replaced), { timeout: 10_000 }).toBe(false);
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('new build');
    expect(readFileSync(join(live, 'news', 'index.html'), 'utf8')).toBe('new news');
    expect(existsSync(join(live, 'gone'))).toBe(false);
    expect(existsSync(staged)).toBe(false);
  });

  it('publishes a first build where there was no live site', () => {
    const { staged, live } = dist(false);
    publishBuild(staged, live);
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('new build');
  });
});
