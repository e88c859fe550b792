import { recordViewedCar, type ViewedCar } from '../../../stores/viewed-cars.ts';
import { track } from '../../analytics/client/data-layer.ts';
import { SALES_COUNTER_ANIMATION_MS, SALES_COUNTER_REFRESH_MS, salesThisMonth } from '../rules/sales-counter.ts';
import { formatNumber } from '../../../shared/numbers.ts';

/** spec/shopper §7: analytics event id of a used car's page view. */
export const USED_VIEW_EVENT = 4;

/** spec: the sticky header appears after 500 px; the bottom bar changes style after 900 px. */
export const STICKY_HEADER_AFTER_PX = 500;
export const STICKY_BAR_STYLE_AFTER_PX = 900;

/**
 * Toggles [data-sticky-header] (hidden until 500 px) and [data-sticky-bar] (class after 900 px) on scroll, and keeps
 * the bar's height in --sticky-bar-height on the root (what focus and the page's end keep clear of, StickyBars.astro).
 */
export function wireStickyBars(): void {
  const header = document.querySelector<HTMLElement>('[data-sticky-header]');
  const bar = document.querySelector<HTMLElement>('[data-sticky-bar]');
  // Through the CSSOM, which the CSP allows (a style attribute in the HTML it would not).
  if (bar)
    new ResizeObserver(() =>
      document.documentElement.style.setProperty(
        '--sticky-bar-height',
        `${Math.ceil(bar.getBoundingClientRect().height)}px`,
      ),
    ).observe(bar);
  let queued = false;
  const update = () => {
    queued = false;
    const y = window.scrollY;
    header?.classList.toggle('is-shown', y > STICKY_HEADER_AFTER_PX);
    header?.setAttribute('aria-hidden', String(y <= STICKY_HEADER_AFTER_PX));
    bar?.classList.toggle('is-open', y > STICKY_BAR_STYLE_AFTER_PX);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) requestAnimationFrame(update);
      queued = true;
    },
    { passive: true },
  );
  update();
}

/** 'Sales this Month': once on screen, animates to the count over 2 s and refreshes every 150 s. */
export function wireSalesCounter(): void {
  const output = document.querySelector<HTMLElement>('[data-sales-counter]');
  if (output === null) return;
  // The counter sits below the fold on phones: animating it unseen would only cost main-thread time at load.
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    startSalesCounter(output);
  });
  seen.observe(output);
}

function startSalesCounter(output: HTMLElement): void {
  let shown = 0;
  const animateTo = (target: number) => {
    const from = shown;
    const start = performance.now();
    const step = (time: number) => {
      const progress = Math.min(1, (time - start) / SALES_COUNTER_ANIMATION_MS);
      shown = Math.round(from + (target - from) * progress);
      output.textContent = formatNumber(shown);
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  };
  animateTo(salesThisMonth(Date.now()));
  setInterval(() => animateTo(salesThisMonth(Date.now())), SALES_COUNTER_REFRESH_MS);
}

/** Records the viewed car locally and counts the view (POST /api/cars/:slug/view), updating the Views row. */
export function recordView(): void {
  const root = document.querySelector<HTMLElement>('[data-car-view]');
  if (root === null) return;
  const viewed = JSON.parse(root.dataset['carView'] ?? '{}') as ViewedCar;
  recordViewedCar(viewed);
  // spec/shopper §7: event 4 is a used car's view.
  if (root.dataset['carType'] === 'used') track(USED_VIEW_EVENT, { car_id: viewed.id });
  void fetch(`/api/cars/${encodeURIComponent(root.dataset['slug'] ?? '')}/view`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
    .then(async (response) => {
      if (!response.ok) return;
      const body = (await response.json()) as { views?: number };
      const views = document.querySelector<HTMLElement>('[data-detail="Views"]');
      if (views && typeof body.views === 'number') views.textContent = formatNumber(body.views);
    })
    .catch((error: unknown) => console.warn('view not recorded', error));
}

/** The 'Located at {city}' bar: dismissible for the session. */
export function wireAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>('[data-announcement]');
  if (bar === null) return;
  if (sessionStorage.getItem('dismissed:located-at') === '1') bar.hidden = true;
  bar.querySelector('[data-dismiss]')?.addEventListener('click', () => {
    bar.hidden = true;
    sessionStorage.setItem('dismissed:located-at', '1');
  });
}
