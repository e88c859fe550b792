/**
 * The build (scripts/build-tenant.ts) may listen to each page Astro renders, as its final bytes and URL path, while
 * rendering goes on: a worker thread compresses it on the other core (scripts/lib/render-compressor.ts) instead of
 * after the last page. Nothing listens in `astro dev` or in the tests that render components.
 */
export const RENDERED_PAGE_TAP = Symbol.for('dealer-sites.rendered-page');

export type RenderedPageListener = (pathname: string, body: Uint8Array) => void;

/** Hands a rendered page to the build's listener, if one is registered in this process. */
export function tapRenderedPage(pathname: string, body: Uint8Array): void {
  const listener = (globalThis as Record<symbol, unknown>)[RENDERED_PAGE_TAP];
  if (typeof listener === 'function') (listener as RenderedPageListener)(pathname, body);
}
