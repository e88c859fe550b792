/** One analytics event as pushed to the tag manager's queue: `{ event: 26, ...detail }`. */
export type DataLayerEvent = { readonly event: number } & Readonly<Record<string, unknown>>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes `{ event: eventId, ...detail }` to `window.dataLayer` (created when missing).
 * spec/shopper §8: analytics failures are warned and ignored, so this never throws.
 * Event ids (spec/shopper §7): 25 phone click, 26 finance calculator use, 39 favourite, 61 print, ...
 */
export function track(eventId: number, detail: Record<string, unknown> = {}): void {
  try {
    window.dataLayer ??= [];
    const queue = window.dataLayer;
    const entry: DataLayerEvent = { ...detail, event: eventId };
    queue.push(entry);
  } catch (error) {
    console.warn('analytics event failed', eventId, error);
  }
}
