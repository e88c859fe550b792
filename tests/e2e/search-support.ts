import { expect, type Page } from '@playwright/test';

export const DEFAULT_PATH = '/search/new-used-and-demo-cars';

/** decision 14: shoppers act before the island wakes; tests do so at 6x CPU on a 390 px phone. */
export const PHONE = { width: 390, height: 844 } as const;

/** Slows the page's CPU like a mid-range phone (Chromium only, through the DevTools protocol). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Opens a search page and returns as soon as its HTML starts arriving (before scripts run). */
export async function openEarly(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
}

/** Waits until the island has replaced the static results. */
export async function islandOn(page: Page): Promise<void> {
  await expect(page.locator('[data-search-root][data-island="on"]')).toBeAttached({ timeout: 90_000 });
}

/** The number in '1,234 cars found'. */
export async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('.search-stats strong').textContent()) ?? '';
  return Number(text.replace(/,/g, ''));
}

/**
 * Holds the search index back until `release()`: the island has started (InstantSearch exists)
 * but is not awake, the window in which shopper input used to be lost.
 */
export async function holdIndex(page: Page): Promise<{ release: () => void; requested: Promise<void> }> {
  let release = (): void => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let requestedNow = (): void => {};
  const requested = new Promise<void>((resolve) => (requestedNow = resolve));
  await page.context().route('**/search-index/index.json*', async (route) => {
    requestedNow();
    await gate;
    await route.continue();
  });
  return { release, requested };
}
