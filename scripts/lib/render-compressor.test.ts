import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { tapRenderedPage } from '../../src/shared/rendered-page-tap.ts';
import { precompressFiles } from './precompress.ts';
import { startRenderCompressor } from './render-compressor.ts';

const temp = mkdtempSync(join(tmpdir(), 'render-compressor-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const page = (n: number) => `<!doctype html><title>Car ${n}</title>${'<p>Low kilometres, one owner.</p>'.repeat(40)}`;

describe('pages compressed while Astro renders them', () => {
  it('gives a file the siblings of the page with the same bytes, and nothing for bytes it never heard', async () => {
    const compressor = startRenderCompressor(join(temp, 'store-a'));
    tapRenderedPage(page(1));
    await compressor.stop();
    const ready = await compressor.ready(Buffer.from(page(1)));
    expect(ready).toBeDefined();
    expect(brotliDecompressSync(ready?.br ?? Buffer.alloc(0)).toString()).toBe(page(1));
    expect(gunzipSync(ready?.gz ?? Buffer.alloc(0)).toString()).toBe(page(1));
    expect(await compressor.ready(Buffer.from(`${page(1)} `))).toBeUndefined();
    // Stopped: pages rendered now are left to precompressFiles.
    tapRenderedPage(page(2));
    expect(await compressor.ready(Buffer.from(page(2)))).toBeUndefined();
    compressor.remove();
    expect(existsSync(join(temp, 'store-a'))).toBe(false);
  });

  it('keeps at most maxPending pages in flight and leaves the others to be compressed from their files', async () => {
    const compressor = startRenderCompressor(join(temp, 'store-b'), 1);
    tapRenderedPage(page(3));
    tapRenderedPage(page(4));
    await compressor.stop();
    expect(await compressor.ready(Buffer.from(page(3)))).toBeDefined();
    expect(await compressor.ready(Buffer.from(page(4)))).toBeUndefined();
    compressor.remove();
  });

  it('precompressFiles writes the same siblings whether a file was heard while rendering or not', async () => {
    const compressor = startRenderCompressor(join(temp, 'store-c'), 1);
    tapRenderedPage(page(5));
    tapRenderedPage(page(6));
    await compressor.stop();
    const files = [5, 6].map((n) => {
      const file = join(temp, `car-${n}.html`);
      writeFileSync(file, page(n));
      return file;
    });
    const report = await precompressFiles(files, 2, compressor.ready);
    compressor.remove();
    expect(report.files).toBe(2);
    for (const [i, file] of files.entries()) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page(5 + i));
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page(5 + i));
    }
  });
});
