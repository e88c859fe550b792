import { describe, expect, it } from 'vitest';
import { PAGE_BUDGETS } from './budgets.ts';
import {
  figuresOf,
  medianFigures,
  pageChecks,
  type AuditedPage,
  type LighthouseFigures,
} from './lighthouse-figures.ts';

const lhr = {
  categories: {
    performance: { score: 0.97 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: null },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 1400 },
    'total-blocking-time': { numericValue: 20 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'total-byte-weight': { numericValue: 200_000 },
    'network-requests': {
      details: {
        items: [
          { resourceType: 'Document', transferSize: 9000 },
          { resourceType: 'Script', transferSize: 3000 },
          { resourceType: 'Script', transferSize: 1000 },
        ],
      },
    },
  },
};

const figures = (over: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  totalBytes: 100_000,
  scriptBytes: 0,
  stateBytes: null,
  stateAfterLcpMs: null,
  stateMs: null,
  benchmarkIndex: null,
  ...over,
});

describe('figuresOf', () => {
  it('reads scores as 0-100, metrics, and sums script transfer sizes', () => {
    expect(figuresOf(lhr)).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: null,
      lcpMs: 1400,
      tbtMs: 20,
      cls: 0.01,
      totalBytes: 200_000,
      scriptBytes: 4000,
      stateBytes: null,
      stateAfterLcpMs: null,
      stateMs: null,
      benchmarkIndex: null,
    });
  });
});

describe('the live stock state request', () => {
  // Chromium's clock in µs: the load's first request at 5 s, the observed LCP 800 ms later.
  const withState = (requestMs: number) => ({
    ...lhr,
    audits: {
      ...lhr.audits,
      metrics: { details: { items: [{ observedLargestContentfulPaintTs: 5_800_000 }] } },
      'network-requests': {
        details: {
          items: [
            { url: 'http://t.localhost/cars/x', resourceType: 'Document', transferSize: 9000 },
            {
              url: 'http://t.localhost/api/stock-state',
              resourceType: 'Fetch',
              transferSize: 412,
              networkRequestTime: requestMs,
              networkEndTime: requestMs + 14,
            },
          ],
          debugData: { networkStartTimeTs: 5_000_000 },
        },
      },
    },
  });
  it('reads its transfer size, its start against the observed LCP and its duration', () => {
    expect(figuresOf(withState(1300))).toMatchObject({ stateBytes: 412, stateAfterLcpMs: 500, stateMs: 14 });
    expect(figuresOf(withState(300)).stateAfterLcpMs).toBe(-500);
  });
  it('fails a car or search page whose state request starts before its LCP, and is MISSING when it was not asked', () => {
    const stateCheck = (kind: AuditedPage['kind'], over: Partial<LighthouseFigures>) =>
      pageChecks(
        { tenant: 't', kind, url: 'http://t.localhost/', runs: 1, median: figures(over), errors: [] },
        PAGE_BUDGETS.car,
        1000,
      ).find((c) => c.metric === 'stock-state starts after LCP');
    expect(stateCheck('car', { stateAfterLcpMs: 500 })?.status).toBe('PASS');
    expect(stateCheck('search', { stateAfterLcpMs: -20 })?.status).toBe('FAIL');
    expect(stateCheck('car', {})?.status).toBe('MISSING');
    expect(stateCheck('home', { stateAfterLcpMs: 500 })).toBeUndefined();
  });
});

describe('medianFigures', () => {
  it("takes each figure's median over the runs that produced it", () => {
    const m = medianFigures([
      figures({ lcpMs: 1300, seo: null }),
      figures({ lcpMs: 1100, seo: 90 }),
      figures({ lcpMs: 1200, seo: 100 }),
    ]);
    expect(m.lcpMs).toBe(1200);
    expect(m.seo).toBe(95);
  });
  it('is null for a figure no run produced', () => expect(medianFigures([]).performance).toBeNull());
});

describe('pageChecks', () => {
  const page = (kind: AuditedPage['kind'], over: Partial<LighthouseFigures>): AuditedPage => ({
    tenant: 't',
    kind,
    url: 'http://t.localhost/',
    runs: 1,
    median: figures(over),
    errors: [],
  });

  it('holds LCP to 1.25 × the calibration LCP', () => {
    const checks = pageChecks(page('home', { lcpMs: 1300 }), PAGE_BUDGETS.home, 1000);
    expect(checks.find((c) => c.metric.startsWith('LCP (≤ 1.25'))).toMatchObject({
      value: 1.3,
      rule: { max: 1.25 },
      status: 'FAIL',
    });
  });
  it('marks the relative LCP check MISSING without a calibration LCP', () => {
    const checks = pageChecks(page('home', {}), PAGE_BUDGETS.home, null);
    expect(checks.find((c) => c.metric.startsWith('LCP (≤ 1.25'))?.status).toBe('MISSING');
  });
  it('checks a car page against every car budget, script in KB', () => {
    const checks = pageChecks(page('car', { scriptBytes: 120 * 1024, tbtMs: 90 }), PAGE_BUDGETS.car, 1000);
    expect(checks.map((c) => c.metric)).toEqual([
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'LCP (≤ 1.25 × calibration)',
      'LCP',
      'CLS',
      'TBT',
      'total transfer',
      'JS before interaction',
      'stock-state starts after LCP',
    ]);
    expect(checks.find((c) => c.metric === 'JS before interaction')).toMatchObject({ value: 120, status: 'FAIL' });
    expect(checks.find((c) => c.metric === 'TBT')?.status).toBe('PASS');
  });
  it('holds home and location pages to 0 KB of script', () => {
    const checks = pageChecks(page('location', { scriptBytes: 2048 }), PAGE_BUDGETS.location, 1000);
    expect(checks.find((c) => c.metric === 'JS before interaction')).toMatchObject({ value: 2, status: 'FAIL' });
  });
  it('lets a location page with a map load the map loader up front, not Leaflet', () => {
    const jsCheck = (bytes: number) =>
      pageChecks(page('location-map', { scriptBytes: bytes }), PAGE_BUDGETS['location-map'], 1000).find(
        (c) => c.metric === 'JS before interaction',
      );
    expect(jsCheck(2.6 * 1024)?.status).toBe('PASS');
    expect(jsCheck(4 * 1024)?.status).toBe('FAIL');
  });
});
