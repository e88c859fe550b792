import type { MiddlewareHandler } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import type { RouterRoute } from 'hono/types';

/** The answer to a known path asked with a method none of its routes serves. */
const METHOD_NOT_ALLOWED = 'Method not allowed.';

/** The order methods are listed in an Allow header. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Answers `405 {"error":"Method not allowed."}` with `Allow` when the request's path matches routes of the app
 * (`routes`: Hono's `app.routes`, read on the first request, once every route is added) but none for its method;
 * a path no route matches goes on to the app's 404. Routes of every method (`app.use`, `app.all`) are taken for
 * middleware and serve none. HEAD is served wherever GET is (Hono answers it with the GET route).
 */
export function allowedMethods(routes: () => readonly RouterRoute[]): MiddlewareHandler {
  let router: TrieRouter<string> | undefined;
  return async (c, next) => {
    router ??= methodsByPath(routes());
    const allowed = new Set(router.match(METHOD_NAME_ALL, c.req.path)[0].map(([method]) => method));
    if (allowed.has('GET')) allowed.add('HEAD');
    if (allowed.size === 0 || allowed.has(c.req.method)) return next();
    const allow = [...allowed].sort((a, b) => rank(a) - rank(b)).join(', ');
    return c.json({ error: METHOD_NOT_ALLOWED }, 405, { Allow: allow });
  };
}

/** A router from each route's path to its method, matched whatever the request's method. */
function methodsByPath(routes: readonly RouterRoute[]): TrieRouter<string> {
  const router = new TrieRouter<string>();
  for (const { method, path } of routes) if (method !== METHOD_NAME_ALL) router.add(METHOD_NAME_ALL, path, method);
  return router;
}

function rank(method: string): number {
  const at = ORDER.indexOf(method);
  return at === -1 ? ORDER.length : at;
}
