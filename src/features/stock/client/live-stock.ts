import { atom } from 'nanostores';
import { afterLoad } from '../../vehicle/client/after-load.ts';
import { LIVE_STOCK_EVERY_MS, type LiveState } from '../rules/live-car.ts';

/** What changed about the site's cars since the build (GET /api/stock-state); empty until the first answer. */
export const $liveStock = atom<LiveState>({});

let started = false;
let asked = 0;
let lastBody = '';

async function ask(): Promise<void> {
  asked = Date.now();
  try {
    const response = await fetch('/api/stock-state', { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const text = await response.text();
    // The same body (a 304 the browser answered from its cache) leaves the pages as they are.
    if (text === lastBody) return;
    lastBody = text;
    // The parser (and valibot) loads with the first answer, after the load, not with the page's script.
    const { parseLiveState } = await import('../rules/live-state-schema.ts');
    $liveStock.set(parseLiveState(JSON.parse(text)));
  } catch {
    // Offline or a bad body: the pages keep what they show; the next round asks again.
  }
}

/**
 * Starts asking for the live state once the page has loaded and the browser is idle (never ahead of the
 * page's largest paint), then every 30 s while the page is visible, and at once when it becomes visible
 * again after that long. Safe to call more than once.
 */
export function watchLiveStock(): void {
  if (started) return;
  started = true;
  afterLoad(() => {
    void ask();
    setInterval(() => {
      if (document.visibilityState === 'visible') void ask();
    }, LIVE_STOCK_EVERY_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && Date.now() - asked >= LIVE_STOCK_EVERY_MS) void ask();
    });
  });
}
