import { Hono } from 'hono';
import type { AppEnv } from '../deps.ts';

/** GET /api/health: the tenant this host serves and whether the store answers. */
export function healthRoute(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const { deps, tenant } = c.var;
    try {
      await deps.store.ping();
      return c.json({ ok: true, tenant: tenant.slug, store: 'ok' });
    } catch {
      deps.logger.error('health.store_failed', { tenant: tenant.slug });
      return c.json({ ok: false, tenant: tenant.slug, store: 'error' }, 503);
    }
  });
  return app;
}

/** GET /api/dev/sms-outbox?phone=: codes sent by the development gateway (never in production). */
export function devOutboxRoute(read: (phone: string) => unknown[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json({ messages: read((c.req.query('phone') ?? '').replace(/\D/g, '').replace(/^61/, '0')) }));
  return app;
}
