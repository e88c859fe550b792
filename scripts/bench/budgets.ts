import type { Rule } from './verdict.ts';

/**
 * Every performance budget of the platform, in one place, next to the harness that checks them
 * (`npm run bench`). Relative limits (× calibration LCP) are factors here and become rules at run time.
 */

/** Build: whole-tenant static generation. */
export const BUILD_BUDGETS = {
  pagesPerSecond: { min: 300, unit: 'pages/s' },
  peakMemoryMb: { max: 1536, unit: 'MB' },
  /** A promo change to a complete, deployable tenant folder (issue 14): a demo tenant's size (harbourside). */
  promoChangeSeconds: { max: 10, unit: 's' },
  /** The same for the generated tenant of 20,000 cars. */
  promoChangeLargeSeconds: { max: 30, unit: 's' },
} satisfies Record<string, Rule>;

/** Lighthouse page kinds the budgets distinguish. */
/** 'location-map': a location page with a Leaflet map (tenant tile server), whose loader is its one island. */
export type PageKind = 'home' | 'location' | 'location-map' | 'search' | 'car';

export interface PageBudget {
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  /** LCP at most this factor × the calibration page's LCP (same server, same run). */
  lcpVsCalibration?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  totalKb?: number;
  /** Script bytes transferred during load (brotli as served), KB. */
  jsKb?: number;
}

/** Lighthouse, mobile preset, median of the runs. Home and location pages need no island, so 0 KB; a location page with a map loads only the map loader before the map nears the viewport (2.6 KB transferred: 1.3 KB of brotli bodies plus each response's security headers). */
export const PAGE_BUDGETS: Record<PageKind, PageBudget> = {
  home: { performance: 95, accessibility: 100, lcpVsCalibration: 1.25, cls: 0.02, jsKb: 0 },
  location: { performance: 95, accessibility: 100, lcpVsCalibration: 1.25, cls: 0.02, jsKb: 0 },
  // The map is an island: only its loader loads up front; drawing code and Leaflet load when it nears the viewport.
  'location-map': { performance: 95, accessibility: 100, lcpVsCalibration: 1.25, cls: 0.02, jsKb: 3 },
  search: { performance: 95, tbtMs: 150, cls: 0.02, lcpVsCalibration: 1.25, jsKb: 130 },
  car: {
    performance: 95,
    accessibility: 100,
    bestPractices: 95,
    seo: 100,
    lcpVsCalibration: 1.25,
    lcpMs: 2000,
    cls: 0.02,
    tbtMs: 100,
    totalKb: 350,
    jsKb: 110,
  },
};

/** Embedded search: index size, loading and interaction in the browser. */
export const SEARCH_BUDGETS = {
  /** Brotli index bytes allowed: fixed + perCar × cars. */
  indexBrotliFixedBytes: 10_240,
  indexBrotliBytesPerCar: 30,
  /** Longest main-thread task while the index loads, under 4x CPU throttling. */
  loadLongestTaskMs: { max: 50, unit: 'ms' },
  /** Interaction to next paint, p95 under 4x CPU throttling, by stock size; sizes not listed are reported only. */
  interactionP95Ms: { 2000: 100, 10000: 200 } as Record<number, number>,
};

/**
 * decision 14: the first interaction on a page (the one that wakes its island) counts too:
 * interaction to next paint, p95 at 4x CPU, search page and car page. Later interactions keep
 * SEARCH_BUDGETS.interactionP95Ms.
 */
export const FIRST_INTERACTION_BUDGETS = {
  p95Ms: { max: 200, unit: 'ms' },
} satisfies Record<string, Rule>;

/** Functions under load (SQLite store, 50 connections). */
export const LOAD_BUDGETS = {
  p99Ms: { max: 50, unit: 'ms' },
  errors5xx: { max: 0, unit: '' },
} satisfies Record<string, Rule>;
