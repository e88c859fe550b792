import { expect, type Page, test } from '@playwright/test';
import { refreshTarget } from '../../scripts/site-checks/html-scan.ts';
import { representativePages } from '../../scripts/site-checks/representative-pages.ts';
import { builtTenant } from './built-tenant.ts';
import { DEMO_TENANTS, origin } from './tenants.ts';

const PHONE = { width: 390, height: 844 };
// Touch and phone media queries at 390 px, but no mobile shrink-to-fit: an overflowing page would
// otherwise widen the layout viewport and hide what sticks out.
test.use({ viewport: PHONE, hasTouch: true, deviceScaleFactor: 2 });

/** Car kinds whose page lays out differently: condition, sold, caravan and motorcycle. */
const LAYOUT_KINDS = /^(type:|status:sold|body:)/;

/** Where the page starts to stick out past `width`: elements beyond it whose parent is not, as short selectors. */
function overflowStarts(width: number): string[] {
  const beyond = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
  const nameOf = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList]
      .slice(0, 3)
      .map((c) => `.${c}`)
      .join('')}`;
  const starts: string[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (beyond(child) && !beyond(parent))
        starts.push(`${nameOf(child)} (right edge ${Math.round(child.getBoundingClientRect().right)} px)`);
      if (getComputedStyle(child).overflowX === 'visible') walk(child);
    }
  };
  walk(document.body);
  return starts;
}

/**
 * Steps down the page like a shopper (lazy islands and images load), waits for the islands on screen, and measures.
 * Each step waits for the next frame, or a second at most: headless Chromium under load once stopped producing frames
 * mid-scroll, and a wait on frames alone then never ended; the walk as a whole takes 40 s at most. An island passed between two frames was never seen, so
 * each one still asleep is brought into view on its own. The waits poll on a timer for the same reason.
 */
async function scrolledWidth(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  await page.evaluate(async () => {
    const nextFrame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 1000);
      });
    // However slowly frames come, the walk ends in time for the checks after it (the islands are brought into view
    // below in any case): a stalled renderer once held one page's walk past the test's two minutes.
    const until = performance.now() + 40_000;
    const step = Math.max(window.innerHeight / 2, 100);
    for (let y = 0; y < document.documentElement.scrollHeight && performance.now() < until; y += step) {
      window.scrollTo(0, y);
      await nextFrame();
    }
    // An island is `display: contents`: its first laid-out element is what comes into view.
    for (const island of document.querySelectorAll('astro-island[client="visible"][ssr]')) {
      [...island.querySelectorAll('*')].find((el) => el.getClientRects().length > 0)?.scrollIntoView();
      await nextFrame();
      await nextFrame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // Islands that were on screen have hydrated (hidden ones, such as closed dialogs, wake later).
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island[ssr]')].every((island) =>
        [...island.querySelectorAll('*')].every((el) =>
          [...el.getClientRects()].every((rect) => rect.left >= window.innerWidth),
        ),
      ),
    undefined,
    { polling: 100 },
  );
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** A sign-in redirect can land at any point: measure again on the page the shopper lands on (up to three pages). */
async function widthWhereTheShopperLands(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await scrolledWidth(page);
    } catch (error) {
      if (attempt === 3 || !/context was destroyed/.test((error as Error).message)) throw error;
      await page.waitForLoadState('load');
    }
  }
}

for (const slug of DEMO_TENANTS) {
  const { site, redirects } = builtTenant(slug);
  // Forwarders send the browser on at once; their target is a page type of its own.
  const pages = representativePages(site, {
    perRoute: 1,
    redirects,
    carKindRoutes: ['cars/[slug].astro'],
    carKinds: (kind) => LAYOUT_KINDS.test(kind),
  }).filter((p) => p.type !== 'redirect' && !refreshTarget(site.read(site.fileFor(p.path) ?? '')));
  test.describe(`${slug}: phone width`, () => {
    for (const { type, path } of pages) {
      test(`${path} (${type}) is no wider than a 390 px phone after scrolling to the bottom`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(`${origin(slug)}${path}`);
        // Pages behind sign-in move on once their guard island wakes: measure where the shopper lands.
        await page.waitForFunction(
          () => document.querySelector('astro-island[client="load"][ssr]') === null,
          undefined,
          {
            polling: 100,
          },
        );
        await page.waitForLoadState('load');
        const { scrollWidth, innerWidth } = await widthWhereTheShopperLands(page);
        const starts = scrollWidth > innerWidth ? await page.evaluate(overflowStarts, innerWidth) : [];
        const found =
          scrollWidth > innerWidth
            ? [
                {
                  page: path,
                  url: starts.join(', '),
                  problem: `wider than the phone: ${scrollWidth} px on ${innerWidth} px`,
                },
              ]
            : [];
        expect(
          found.map(
            (p) => `${page.url()}: ${p.problem}; it sticks out at: ${p.url || 'an element inside a clipped box'}`,
          ),
        ).toEqual([]);
      });
    }
  });
}

// The narrowest phones: a long unbroken word (an e-mail address) must wrap rather than push the page sideways.
test.describe('at 320 px', () => {
  const NARROW = { width: 320, height: 640 };
  test.use({ viewport: NARROW });
  for (const slug of DEMO_TENANTS) {
    for (const path of ['/contact', '/privacy-policy']) {
      test(`${slug}: ${path} with its e-mail address is no wider than a 320 px phone`, async ({ page }) => {
        test.setTimeout(120_000);
        const response = await page.goto(`${origin(slug)}${path}`);
        // Every demo tenant has both pages (the privacy policy is a content page each one ships).
        expect(response?.status()).toBe(200);
        await page.waitForLoadState('load');
        const { scrollWidth, innerWidth } = await scrolledWidth(page);
        const starts = scrollWidth > innerWidth ? await page.evaluate(overflowStarts, innerWidth) : [];
        expect(starts, `${scrollWidth} px on ${innerWidth} px`).toEqual([]);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      });
    }
  }
});
