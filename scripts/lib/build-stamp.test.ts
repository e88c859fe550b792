import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { markdownFingerprint } from './build-stamp.ts';

const root = mkdtempSync(join(tmpdir(), 'markdown-fingerprint-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

describe('the Markdown fingerprint of every tenant folder (what the one bundle holds)', () => {
  write('a/content/about-us.md', '---\ntitle: About\n---\n');
  write('a/promos.json', '{"cards":[]}');
  write('b/news/sale.md', '---\ntitle: Sale\n---\n');
  const before = markdownFingerprint(root);

  it('ignores everything but content/ and news/: a promo change keeps the bundle', () => {
    write('a/promos.json', '{"cards":[{"title":"New"}]}');
    expect(markdownFingerprint(root)).toBe(before);
  });

  it("changes with any tenant's Markdown, and with a new tenant's", () => {
    write('b/news/sale.md', '---\ntitle: Sale extended\n---\n');
    const changed = markdownFingerprint(root);
    expect(changed).not.toBe(before);
    write('c/content/warranty.md', '---\ntitle: Warranty\n---\n');
    expect(markdownFingerprint(root)).not.toBe(changed);
  });
});
