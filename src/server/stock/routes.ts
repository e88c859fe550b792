import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../deps.ts';
import { LIVE_STOCK_EVERY_MS } from '../../features/stock/rules/live-car.ts';
import { tenantLiveState } from './stock-changes-store.ts';

/**
 * How long a browser (or a shared cache) may keep the answer: 5 s less than the pages wait between asks (30 s), so the
 * copy kept from one round is stale by the next and every round asks the server (a 304 when nothing changed). A
 * change shows within one round. With the two equal, a round could land just inside the copy's lifetime and show the
 * old state for one round more, about 60 s in all.
 */
export const STATE_MAX_AGE_S = LIVE_STOCK_EVERY_MS / 1000 - 5;

/**
 * GET /api/stock-state: what changed since the build, `{"<car id>":{"status":"reserved"|"sold"|…,"price"?:n}}`,
 * with an ETag (304 on If-None-Match) and `Cache-Control: public, max-age=25`.
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
