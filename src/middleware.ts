import { defineMiddleware } from 'astro:middleware';
import { hoistIslandStyles } from './features/shell/rules/hoist-island-styles.ts';

/** Every built page passes through here once, at build time: the island rule goes into <head> (valid HTML). */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(hoistIslandStyles(await response.text()), { status: response.status, headers: response.headers });
});
