import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian Chromium, as the bench and the e2e tests use it. */
export const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

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
}

export const FIGURE_KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'totalBytes', 'scriptBytes'] as const satisfies readonly (keyof LighthouseFigures)[];

interface NetworkItem { resourceType?: string; transferSize?: number }
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Picks the bench's figures out of a Lighthouse result (pure). */
export function figuresOf(lhr: Pick<Lhr, 'categories' | 'audits'>): LighthouseFigures {
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
  };
}

/** One Chromium for the section; Lighthouse resets storage and cache before every run. */
export async function launchChromium(): Promise<{ audit(url: string): Promise<LighthouseFigures>; close(): void }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  return {
    async audit(url) {
      // Default config: mobile form factor, simulated throttling.
      const result = await lighthouse(url, {
        port: chrome.port, output: 'json', logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message} (${url})`);
      return figuresOf(result.lhr);
    },
    close: () => chrome.kill(),
  };
}
