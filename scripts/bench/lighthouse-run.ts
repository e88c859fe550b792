import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { figuresOf, type LighthouseFigures } from './lighthouse-figures.ts';

/** Debian Chromium, as the bench and the e2e tests use it. */
export const CHROMIUM = '/usr/bin/chromium';
// coastal-toyota names a GA4 tag: Google's hosts never resolve, so the bench stays on this machine.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--host-resolver-rules=MAP *.googletagmanager.com ~NOTFOUND, MAP *.google-analytics.com ~NOTFOUND',
];

/** One Chromium for the section; Lighthouse resets storage and cache before every run. */
export async function launchChromium(): Promise<{
  /** One run of the mobile preset, its CPU slowed `cpuSlowdown` times (the preset's network throttling as is). */
  audit(url: string, cpuSlowdown: number): Promise<LighthouseFigures>;
  close(): void;
}> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  return {
    async audit(url, cpuSlowdown) {
      // Default config: mobile form factor, simulated throttling.
      const result = await lighthouse(url, {
        port: chrome.port,
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message} (${url})`);
      return figuresOf(result.lhr);
    },
    close: () => chrome.kill(),
  };
}
