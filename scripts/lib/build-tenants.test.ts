import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countPages } from './build-tenants.ts';

describe('countPages (build progress)', () => {
  it('counts the HTML files written so far, in every folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'count-pages-'));
    mkdirSync(join(dir, 'cars', 'a'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '');
    writeFileSync(join(dir, 'cars', 'a', 'index.html'), '');
    writeFileSync(join(dir, 'cars', 'a', 'photo.jpg'), '');
    expect(countPages(dir)).toBe(2);
    rmSync(dir, { recursive: true });
  });
  it('is 0, not an error, while the staging folder is missing', () => {
    expect(countPages(join(tmpdir(), 'count-pages-missing', 'staging'))).toBe(0);
  });
});
