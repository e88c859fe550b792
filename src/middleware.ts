import { defineMiddleware } from 'astro:middleware';
import { hoistIslandStyles } from './features/shell/rules/hoist-island-styles.ts';

/** Every built page passes through here once, at build time: the island rule goes into <head> (valid HTML). */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  // As bytes throughout: Astro renders the page into bytes and writes bytes.
  const body = hoistIslandStyles(Buffer.from(await response.arrayBuffer()));
  return new Response(body, { status: response.status, headers: response.headers });
});
