import type { AscEvent } from '../rules/asc-events.ts';

declare global {
  interface Window {
    asc_datalayer?: unknown[];
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Sends ASC events to `window.asc_datalayer` (the ASC data layer), `window.dataLayer` (Google Tag
 * Manager) and, when the GA4 tag is loaded, gtag. Analytics never breaks a page: failures are warned.
 */
export function pushAsc(...events: AscEvent[]): void {
  for (const event of events) {
    try {
      window.asc_datalayer ??= [];
      window.asc_datalayer.push(event);
      window.dataLayer ??= [];
      window.dataLayer.push(event);
      const { event: name, ...params } = event;
      window.gtag?.('event', name, params);
    } catch (error) {
      console.warn('ASC event failed', event.event, error);
    }
  }
}

/** The page's ASC facts the layout wrote (`<script type="application/json" id="asc-page">`). */
export function ascPageOf(doc: Document): import('../rules/asc-events.ts').AscPage {
  const fallback = { page_type: 'other', department: 'sales' } as const;
  try {
    return { ...fallback, ...JSON.parse(doc.getElementById('asc-page')?.textContent ?? '{}') };
  } catch {
    return fallback;
  }
}
