import type { MiddlewareHandler } from 'hono';
import { tenantForHost } from '../../config/tenant-host.ts';
import type { AppDeps, AppEnv } from '../deps.ts';

/** Resolves the tenant from the Host header (or the URL's host); unknown hosts get 404, never another tenant. */
export function resolveTenant(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const tenant = tenantForHost(deps.tenants, host);
    if (!tenant) return c.json({ error: 'Unknown site.' }, 404);
    c.set('tenant', tenant);
    return next();
  };
}
