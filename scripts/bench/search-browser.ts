import { createServer, type Server } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { buildIndex } from '../../src/features/search/rules/engine/build-index.ts';
import { fabricateCars } from '../../src/features/search/rules/engine/fabricate-cars.ts';
import { freePort } from './bench-server.ts';
import { CHROMIUM } from './lighthouse-run.ts';
import { bundleHarness, HARNESS_HTML } from './search-harness/bundle.ts';
import type { HarnessState } from './search-harness/page.ts';
import { percentile, round } from './stats.ts';

export const INTERACTION_KINDS = ['facet click', 'price change', 'sort change'] as const;

/** Browser figures for one stock size at one CPU throttling rate. Times in ms. */
export interface BrowserFigures {
  cars: number;
  cpuThrottling: number;
  loadMs: number;
  fetchParseMs: number;
  buildMs: number;
  longestTaskMs: number;
  longTasks: number;
  interactions: Record<string, { p50: number; p95: number; engineP50: number; count: number }>;
}

interface Asset {
  type: string;
  body: Buffer;
  brotli: boolean;
}

function brotli(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** The harness assets for `sizes`: index and VIN files per size, pre-compressed with brotli 11 as a CDN would. Returns the index sizes too. */
async function harnessAssets(
  sizes: readonly number[],
): Promise<{ assets: Map<string, Asset>; indexBytes: Map<number, { raw: number; brotli: number }> }> {
  const assets = new Map<string, Asset>();
  const indexBytes = new Map<number, { raw: number; brotli: number }>();
  for (const [name, text] of await bundleHarness())
    assets.set(`/${name}`, { type: 'text/javascript', body: brotli(Buffer.from(text)), brotli: true });
  assets.set('/', { type: 'text/html; charset=utf-8', body: Buffer.from(HARNESS_HTML), brotli: false });
  assets.set('/blank.html', {
    type: 'text/html; charset=utf-8',
    body: Buffer.from('<!doctype html><title>blank</title>'),
    brotli: false,
  });
  for (const cars of sizes) {
    const built = buildIndex(fabricateCars(cars));
    const index = Buffer.from(JSON.stringify(built.index));
    const compressed = brotli(index);
    indexBytes.set(cars, { raw: index.length, brotli: compressed.length });
    assets.set(`/index-${cars}.json`, { type: 'application/json', body: compressed, brotli: true });
    assets.set(`/vins-${cars}.json`, {
      type: 'application/json',
      body: brotli(Buffer.from(JSON.stringify(built.vins))),
      brotli: true,
    });
  }
  return { assets, indexBytes };
}

/** The bench's own tiny server for the harness (127.0.0.1, pre-compressed files, no cache). */
async function serveAssets(assets: Map<string, Asset>): Promise<{ origin: string; server: Server }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    const asset = assets.get((request.url ?? '/').split('?')[0] ?? '/');
    if (!asset) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': asset.type,
      'Cache-Control': 'no-store',
      ...(asset.brotli ? { 'Content-Encoding': 'br' } : {}),
    });
    response.end(asset.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, server };
}

/** One page at one size and throttling: load the index, then `count` interactions of each kind. */
async function measure(
  browser: Browser,
  origin: string,
  cars: number,
  rate: number,
  count: number,
): Promise<BrowserFigures> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/blank.html`);
    // Throttle before the harness loads (same origin, so the renderer process and its throttling stay).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${origin}/?cars=${cars}`);
    await page.waitForFunction(() => (window as unknown as { bench: HarnessState }).bench.ready, null, {
      timeout: 300_000,
    });
    const state = () => page.evaluate(() => (window as unknown as { bench: HarnessState }).bench);
    let done = 0;
    const step = async (act: () => Promise<void>) => {
      await act();
      done++;
      await page.waitForFunction(
        (n) => (window as unknown as { bench: HarnessState }).bench.interactions.length >= n,
        done,
        { timeout: 60_000 },
      );
    };
    const makes = page.locator('#facets input');
    const makeCount = Math.max(1, Math.min(4, await makes.count()));
    const sorts = ['cars_price_asc', 'cars_price_desc', 'cars'];
    for (let i = 0; i < count; i++) {
      // Toggle makes on and off in turn, so filters neither pile up nor empty the results.
      await step(() => makes.nth(i % makeCount).click());
      await step(() => page.locator('#price').press(i % 2 === 0 ? 'ArrowLeft' : 'ArrowRight'));
      await step(async () => void (await page.locator('#sort').selectOption(sorts[i % sorts.length] ?? 'cars')));
    }
    const final = await state();
    if (final.error) throw new Error(`harness engine error: ${final.error}`);
    const interactions: BrowserFigures['interactions'] = {};
    for (const kind of INTERACTION_KINDS) {
      const runs = final.interactions.filter((r) => r.kind === kind);
      const ms = runs.map((r) => r.ms);
      interactions[kind] = {
        p50: round(percentile(ms, 50)),
        p95: round(percentile(ms, 95)),
        engineP50: round(
          percentile(
            runs.map((r) => r.engineMs),
            50,
          ),
        ),
        count: runs.length,
      };
    }
    const load = final.load;
    if (!load) throw new Error('harness did not report its load');
    return {
      cars,
      cpuThrottling: rate,
      loadMs: round(load.loadMs),
      fetchParseMs: round(load.fetchParseMs),
      buildMs: round(load.buildMs),
      longestTaskMs: round(load.longestTaskMs),
      longTasks: load.longTasks,
      interactions,
    };
  } finally {
    await page.close();
  }
}

/**
 * The harness in Debian Chromium through Playwright, per size unthrottled and at 4x CPU throttling:
 * index load (fetch + parse and engine build in the worker, whole load on the page's clock), the
 * longest main-thread task while loading, and event-to-next-paint times per interaction kind.
 */
export async function measureInBrowser(
  sizes: readonly number[],
  interactions: number,
): Promise<{ figures: BrowserFigures[]; indexBytes: Map<number, { raw: number; brotli: number }> }> {
  const { assets, indexBytes } = await harnessAssets(sizes);
  const { origin, server } = await serveAssets(assets);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  const figures: BrowserFigures[] = [];
  try {
    for (const cars of sizes) {
      for (const rate of [1, 4]) {
        figures.push(await measure(browser, origin, cars, rate, interactions));
        console.log(`  ${cars.toLocaleString('en-AU')} cars, ${rate}x CPU: measured`);
      }
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
  return { figures, indexBytes };
}
