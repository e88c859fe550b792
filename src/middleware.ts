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
  // As bytes throughout: Astro renders the page into bytes and writes bytes.
  const body = hoistIslandStyles(Buffer.from(await response.arrayBuffer()));
  tapRenderedPage(context.url.pathname, body);
  return new Response(body, { status: response.status, headers: response.headers });
});
