import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { tapRenderedPage } from '../../src/shared/rendered-page-tap.ts';
import { precompressFiles } from './precompress.ts';
import { pagePathnames, startRenderCompressor } from './render-compressor.ts';

const temp = mkdtempSync(join(tmpdir(), 'render-compressor-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const page = (n: number) => `<!doctype html><title>Car ${n}</title>${'<p>Low kilometres, one owner.</p>'.repeat(40)}`;

/** An output folder holding `cars/car-<n>/index.html` with `page(n)` (or `text`) for each n. */
function outDir(name: string, pages: Record<number, string>): { dir: string; files: string[] } {
  const dir = join(temp, name);
  const files = Object.entries(pages).map(([n, text]) => {
    const file = join(dir, 'cars', `car-${n}`, 'index.html');
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    return file;
  });
  return { dir, files };
}

const expectSiblingsOf = (file: string, text: string) => {
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
};

describe('pages compressed while Astro renders them', () => {
  it('names the URL paths Astro renders a file for', () => {
    expect(pagePathnames('index.html')).toEqual(['/']);
    expect(pagePathnames('cars/a/index.html')).toEqual(['/cars/a/', '/cars/a']);
    expect(pagePathnames('404.html')).toEqual(['/404', '/404.html']);
    expect(pagePathnames('data/cars-lite.json')).toEqual(['/data/cars-lite.json']);
  });

  it('gives each file the forms of its own page, and none to a file whose bytes differ from what was rendered', async () => {
    const { dir, files } = outDir('a', { 1: page(1), 2: `${page(2)} changed after rendering`, 3: page(3) });
    const compressor = startRenderCompressor(dir);
    tapRenderedPage('/cars/car-1/', Buffer.from(page(1)));
    tapRenderedPage('/cars/car-2/', Buffer.from(page(2)));
    await compressor.stop();
    // Stopped: a page rendered now is compressed from its file.
    tapRenderedPage('/cars/car-3/', Buffer.from(page(3)));
    const taken: string[] = [];
    const report = await precompressFiles(files, 2, async (file, raw) => {
      const sizes = await compressor.ready(file, raw);
      if (sizes) taken.push(file);
      return sizes;
    });
    compressor.remove();
    expect(taken).toEqual([files[0]]);
    expect(report.files).toBe(3);
    expectSiblingsOf(files[0] ?? '', page(1));
    expectSiblingsOf(files[1] ?? '', `${page(2)} changed after rendering`);
    expectSiblingsOf(files[2] ?? '', page(3));
    expect(existsSync(`${dir}.compressed`)).toBe(false);
  });

  it('keeps at most maxPending pages waiting and leaves the others to be compressed from their files', async () => {
    const { dir, files } = outDir('b', { 4: page(4), 5: page(5) });
    const compressor = startRenderCompressor(dir, 1);
    tapRenderedPage('/cars/car-4/', Buffer.from(page(4)));
    tapRenderedPage('/cars/car-5/', Buffer.from(page(5)));
    await compressor.stop();
    expect(readdirSync(`${dir}.compressed`).sort()).toEqual(['0.br', '0.gz']);
    expect(await compressor.ready(files[0] ?? '', readFileSync(files[0] ?? ''))).toBeDefined();
    expect(await compressor.ready(files[1] ?? '', readFileSync(files[1] ?? ''))).toBeUndefined();
    expectSiblingsOf(files[0] ?? '', page(4));
    compressor.remove();
  });
});
