import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../deps.ts';
import { tenantLiveState } from './stock-changes-store.ts';

/** Shoppers' pages ask at most every 30 s; shared caches may keep the answer as long. */
export const STATE_MAX_AGE_S = 30;

/**
 * GET /api/stock-state: what changed since the build, `{"<car id>":{"status":"reserved"|"sold"|…,"price"?:n}}`,
 * with an ETag (304 on If-None-Match) and `Cache-Control: public, max-age=30`.
 */
export function stockStateRoute(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const { deps, tenant } = c.var;
    const body = JSON.stringify(await tenantLiveState(deps.store, tenant.slug, deps.clock()));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', `public, max-age=${STATE_MAX_AGE_S}`);
    const asked = c.req.header('if-none-match');
    if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return app;
}
