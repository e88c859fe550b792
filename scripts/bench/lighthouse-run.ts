import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
export async function launchChromium(): Promise<{ audit(url: string): Promise<LighthouseFigures>; close(): void }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  return {
    async audit(url) {
      // Default config: mobile form factor, simulated throttling.
      const result = await lighthouse(url, {
        port: chrome.port,
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
