/**
 * Sent when the page itself changed the search URL under a waking island (a static control, or a change made between
 * the island reading the URL and its router listening). The router reads the URL on it (islands/routing.ts). Not a
 * synthetic popstate: InstantSearch's router takes one for Back or Forward and then drops the URL of the shopper's
 * next change if it comes within its 400 ms write delay.
 */
export const SEARCH_URL_CHANGED = 'search-url-changed';

export function announceUrlChange(): void {
  window.dispatchEvent(new Event(SEARCH_URL_CHANGED));
}
