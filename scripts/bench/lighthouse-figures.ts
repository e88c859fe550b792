import type { PageBudget } from './budgets.ts';
import type { AuditPage } from './lighthouse-pages.ts';
import { median, round } from './stats.ts';
import { check, type Check } from './verdict.ts';

/** The figures of one Lighthouse run. Scores 0-100, times in ms, sizes in bytes. */
export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalBytes: number | null;
  /** Script bytes transferred during the load (as served, so brotli where the server compresses). */
  scriptBytes: number | null;
  /** GET /api/stock-state (the live state car and search pages ask for): bytes transferred, headers included. */
  stateBytes: number | null;
  /** Its start minus the observed LCP, in ms (unthrottled, as Chromium saw them): positive when it starts after the LCP. */
  stateAfterLcpMs: number | null;
  /** Its duration, request to last byte, in ms (unthrottled). */
  stateMs: number | null;
  /** Lighthouse's measure of the host's CPU (its `benchmarkIndex`; a high-end desktop scores 1500-2000). */
  benchmarkIndex: number | null;
}

export const FIGURE_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'totalBytes',
  'scriptBytes',
  'stateBytes',
  'stateAfterLcpMs',
  'stateMs',
  'benchmarkIndex',
] as const satisfies readonly (keyof LighthouseFigures)[];

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  /** ms after the first request of the load (`debugData.networkStartTimeTs`). */
  networkRequestTime?: number;
  networkEndTime?: number;
}

/** The live stock state's path (GET /api/stock-state). */
const STATE_PATH = '/api/stock-state';

/** The live state request of a load, its size and its timing against the observed LCP (null where not asked). */
function stateFigures(lhr: LhrLike): Pick<LighthouseFigures, 'stateBytes' | 'stateAfterLcpMs' | 'stateMs'> {
  const network = lhr.audits['network-requests']?.details as
    | { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  const state = network?.items?.find((item) => item.url !== undefined && new URL(item.url).pathname === STATE_PATH);
  if (!state) return { stateBytes: null, stateAfterLcpMs: null, stateMs: null };
  const observed = (lhr.audits['metrics']?.details as { items?: { observedLargestContentfulPaintTs?: number }[] })
    ?.items?.[0];
  const startTs = network?.debugData?.networkStartTimeTs;
  const lcpTs = observed?.observedLargestContentfulPaintTs;
  const requestMs = state.networkRequestTime;
  return {
    stateBytes: state.transferSize ?? null,
    stateAfterLcpMs:
      startTs === undefined || lcpTs === undefined || requestMs === undefined
        ? null
        : (startTs - lcpTs) / 1000 + requestMs,
    stateMs: requestMs === undefined || state.networkEndTime === undefined ? null : state.networkEndTime - requestMs,
  };
}
/** The parts of a Lighthouse result (LH.Result) the bench reads. */
export interface LhrLike {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/** Picks the bench's figures out of a Lighthouse result (pure). */
export function figuresOf(lhr: LhrLike): LighthouseFigures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scripts = details?.items?.filter((item) => item.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    scriptBytes: scripts ? scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) : null,
    ...stateFigures(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

export interface AuditedPage {
  tenant: string;
  kind: AuditPage['kind'] | 'calibration';
  url: string;
  runs: number;
  median: LighthouseFigures;
  errors: string[];
}

/** Median of each figure over the runs that produced it (null when none did). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const entries = FIGURE_KEYS.map((key) => {
    const values = runs.map((r) => r[key]).filter((v): v is number => v !== null);
    return [key, values.length > 0 ? median(values) : null] as const;
  });
  return Object.fromEntries(entries) as unknown as LighthouseFigures;
}

/** The budget checks of one audited page; LCP limits relative to the calibration page's median LCP. */
export function pageChecks(page: AuditedPage, budget: PageBudget, calibrationLcpMs: number | null): Check[] {
  const m = page.median;
  const subject = `${page.tenant} ${page.kind}`;
  const checks: Check[] = [];
  const add = (metric: string, value: number | null, limit: number | undefined, kind: 'min' | 'max', unit: string) => {
    if (limit === undefined) return;
    checks.push(
      check('lighthouse', subject, metric, value, kind === 'min' ? { min: limit, unit } : { max: limit, unit }),
    );
  };
  add('performance', m.performance, budget.performance, 'min', '');
  add('accessibility', m.accessibility, budget.accessibility, 'min', '');
  add('best practices', m.bestPractices, budget.bestPractices, 'min', '');
  add('SEO', m.seo, budget.seo, 'min', '');
  const lcpS = m.lcpMs === null ? null : m.lcpMs / 1000;
  if (budget.lcpVsCalibration !== undefined) {
    // Without a calibration LCP the relative limit cannot be set: the check is MISSING.
    const limit = calibrationLcpMs === null ? NaN : (budget.lcpVsCalibration * calibrationLcpMs) / 1000;
    checks.push(
      check(
        'lighthouse',
        subject,
        `LCP (≤ ${budget.lcpVsCalibration} × calibration)`,
        calibrationLcpMs === null ? null : lcpS,
        { max: round(limit, 3), unit: 's' },
      ),
    );
  }
  add('LCP', lcpS, budget.lcpMs === undefined ? undefined : budget.lcpMs / 1000, 'max', 's');
  add('CLS', m.cls, budget.cls, 'max', '');
  add('TBT', m.tbtMs, budget.tbtMs, 'max', 'ms');
  add('total transfer', m.totalBytes === null ? null : m.totalBytes / 1024, budget.totalKb, 'max', 'KB');
  add('JS before interaction', m.scriptBytes === null ? null : m.scriptBytes / 1024, budget.jsKb, 'max', 'KB');
  // Car and search pages lay the live stock state over the build: its request must not hold up the largest paint.
  if (page.kind === 'car' || page.kind === 'search')
    checks.push(
      check('lighthouse', subject, 'stock-state starts after LCP', m.stateAfterLcpMs, { min: 0, unit: 'ms' }),
    );
  return checks;
}
