import { E2E_PORT } from '../../playwright.config.ts';

/** The demo tenants every end-to-end test runs on. */
export const DEMO_TENANTS = ['harbourside', 'coastal-toyota', 'outback-rv'] as const;

/** Origin of a tenant on the e2e server: browsers resolve '<slug>.localhost' to loopback. */
export function origin(slug: string): string {
  return `http://${slug}.localhost:${E2E_PORT}`;
}

/** Host header of a tenant: Node (unlike browsers) does not resolve '*.localhost', so requests from tests go to loopback with this header. */
export function host(slug: string): string {
  return `${slug}.localhost:${E2E_PORT}`;
}

export function loopback(): string {
  return `http://127.0.0.1:${E2E_PORT}`;
}

/** Waits until every island on the page has hydrated (Astro removes the `ssr` attribute then). */
export async function islandsReady(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** Waits until the island around `locator` has hydrated (for islands that hydrate when visible). */
export async function hydrated(locator: import('@playwright/test').Locator): Promise<void> {
  const { expect } = await import('@playwright/test');
  await expect(locator.locator('xpath=ancestor-or-self::astro-island[1]')).not.toHaveAttribute('ssr');
}
