import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import type { Tenant } from '../../src/config/load-tenant.ts';
import { DIST_DIR } from '../lib/paths.ts';
import { startBenchServer } from './bench-server.ts';
import { auditPages } from './lighthouse-pages.ts';
import { CHROMIUM } from './lighthouse-run.ts';
import { percentile, round } from './stats.ts';

/** The page types whose first interaction wakes an island (decision 14). */
export const FIRST_INTERACTION_KINDS = ['search', 'car'] as const;
export type FirstInteractionKind = (typeof FIRST_INTERACTION_KINDS)[number];

/** One page type of one tenant: the first interaction's time to next paint and the script loaded before it. */
export interface FirstInteractionFigures {
  tenant: string;
  kind: FirstInteractionKind;
  path: string;
  /** What the shopper did first. */
  action: string;
  runs: number;
  p50Ms: number | null;
  p95Ms: number | null;
  /** Script bytes transferred before the first interaction (median of the runs), KB. */
  jsBeforeKb: number | null;
}

declare global {
  interface Window {
    firstInteraction?: { durations: number[] };
  }
}

/** Records Event Timing entries (interactions only) from the first byte of the page. */
const OBSERVE = `(() => {
  const state = { durations: [] };
  window.firstInteraction = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId > 0) state.durations.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/** The first interaction of each page type: a make filter on the search page; the finance calculator's first control on a car page. */
async function act(page: Page, kind: FirstInteractionKind): Promise<string> {
  if (kind === 'search') {
    await page.locator('[data-facet="make"] .facet__item').first().click();
    return 'click a make filter';
  }
  const island = page.locator('astro-island[component-url*="FinanceCalculator"]').first();
  await island.scrollIntoViewIfNeeded();
  const control = island.locator('input, select, button').first();
  const type = await control.evaluate((element) =>
    element instanceof HTMLInputElement ? element.type : element.tagName.toLowerCase(),
  );
  if (type === 'range') {
    await control.focus();
    await page.keyboard.press('ArrowRight');
    return 'finance calculator: first slider, ArrowRight';
  }
  await control.click();
  return `finance calculator: first ${type}`;
}

/** Script bytes the page transferred so far (resource timing; same-origin, so transfer sizes are exposed). */
function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
  );
}

/**
 * Interaction to next paint of the **first** interaction (the one that wakes the island) on the search
 * page and a car page of each tenant, at 4x CPU on a fresh page per run: the longest Event Timing
 * entry of that interaction (Chromium, durationThreshold 16 ms, so shorter ones count as 16 ms).
 */
export async function measureFirstInteractions(
  tenants: readonly Tenant[],
  runs: number,
  dataDir: string,
): Promise<FirstInteractionFigures[]> {
  const server = await startBenchServer([...tenants], dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const figures: FirstInteractionFigures[] = [];
  try {
    for (const tenant of tenants) {
      const pages = (await auditPages(tenant, join(DIST_DIR, tenant.slug))).filter(
        (p) => p.kind === 'search' || p.kind === 'car',
      );
      for (const { kind, path } of pages) {
        const durations: number[] = [];
        const scripts: number[] = [];
        let action = '';
        for (let run = 0; run < runs; run++) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          const page = await context.newPage();
          await page.addInitScript(OBSERVE);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(`http://${tenant.slug}.localhost:${server.port}${path}`, { waitUntil: 'load' });
          scripts.push(await scriptBytes(page));
          action = await act(page, kind as FirstInteractionKind);
          // The entry arrives after the next paint; two frames later it has been observed.
          await page
            .waitForFunction(() => (window.firstInteraction?.durations.length ?? 0) > 0, null, { timeout: 30_000 })
            .catch(() => undefined);
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const observed = await page.evaluate(() => window.firstInteraction?.durations ?? []);
          // Shorter than the threshold is not reported: it counts as 16 ms.
          durations.push(observed.length === 0 ? 16 : Math.max(...observed));
          await context.close();
        }
        figures.push({
          tenant: tenant.slug,
          kind: kind as FirstInteractionKind,
          path,
          action,
          runs: durations.length,
          p50Ms: durations.length === 0 ? null : round(percentile(durations, 50)),
          p95Ms: durations.length === 0 ? null : round(percentile(durations, 95)),
          jsBeforeKb: scripts.length === 0 ? null : round(percentile(scripts, 50) / 1024, 1),
        });
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return figures;
}
