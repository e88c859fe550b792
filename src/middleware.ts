import { defineMiddleware } from 'astro:middleware';
import { hoistIslandStyles } from './features/shell/rules/hoist-island-styles.ts';
import { tapRenderedPage } from './shared/rendered-page-tap.ts';

/**
 * Every built page passes through here once, at build time: the island rule goes into <head> (valid HTML), and the
 * build hears the page's final bytes (a worker compresses them while the next pages render).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  // As bytes: Astro writes the body's bytes, and a string body would be checked and encoded again by Response.
  const body = Buffer.from(hoistIslandStyles(await response.text()));
  tapRenderedPage(context.url.pathname, body);
  return new Response(body, { status: response.status, headers: response.headers });
});
