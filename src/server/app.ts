import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { authRoutes } from './auth/routes.ts';
import { carRoutes } from './cars/routes.ts';
import { cspReportRoute } from './csp/routes.ts';
import type { AppDeps, AppEnv, Limits } from './deps.ts';
import { financeRoutes } from './finance/routes.ts';
import {
  jsonBodiesOnly,
  jsonObjectBodies,
  limitBody,
  MAX_BODY_BYTES,
  sameOriginWrites,
  securityHeaders,
} from './http/protect.ts';
import { allowedMethods } from './http/allowed-methods.ts';
import { resolveTenant } from './http/tenant.ts';
import { leadRoutes } from './leads/routes.ts';
import { miscRoutes } from './misc/routes.ts';
import { errorFields } from './ops/logger.ts';
import { devOutboxRoute, healthRoute } from './ops/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { purchaseRoutes } from './purchase/routes.ts';
import { reservationRoutes } from './reservations/routes.ts';
import { spinRoutes } from './spin/routes.ts';
import { onlinePaymentRoutes } from './online-payments/routes.ts';
import { stockStateRoute } from './stock/routes.ts';
import { MIN_FILL_MS } from '../features/forms/rules/schemas/lead.ts';
import { TokenBuckets } from './throttle/token-buckets.ts';
import { rateLimitRoute, verifyRoutes } from './verify/routes.ts';
import { contactExistsRoute, watchlistRoutes } from './watchlist/routes.ts';
import { MESSAGES } from '../features/forms/rules/schemas/messages.ts';

export const DEFAULT_LIMITS: Limits = {
  bodyBytes: MAX_BODY_BYTES,
  minFillMs: MIN_FILL_MS,
  sendsPerIpPerHour: 20,
  writesPerClientPerMinute: 10,
  writesPerTenantPerMinute: 120,
  lookupsPerClientPerMinute: 10,
  miscValueBytes: 4096,
  cspReportsPerTenantPerDay: 1000,
  cspReportsPerClientPerDay: 100,
};

/** The shared functions app: every route under /api/*, the tenant resolved from the host. See README.md. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const buckets = deps.buckets ?? new TokenBuckets();
  const app = new Hono<AppEnv>();
  // Before the shared write rules: browsers send reports with their own types and no Origin.
  app.route(
    '/api/csp-report',
    cspReportRoute(deps, { perTenant: limits.cspReportsPerTenantPerDay, perClient: limits.cspReportsPerClientPerDay }),
  );
  app.use(
    '/api/*',
    securityHeaders,
    requestLog(deps),
    // Before the body rules: a method the path does not serve is refused whatever the body.
    allowedMethods(() => app.routes),
    sameOriginWrites,
    jsonBodiesOnly,
    limitBody(limits.bodyBytes),
    jsonObjectBodies,
    resolveTenant(deps),
  );
  app.use('/api/*', async (c, next) => {
    c.set('deps', deps);
    c.set('limits', limits);
    c.set('buckets', buckets);
    await next();
  });
  app.route('/api/health', healthRoute());
  app.route('/api/leads', leadRoutes());
  app.route('/api/rate-limit', rateLimitRoute());
  app.route('/api/verify', verifyRoutes());
  app.route('/api/auth', authRoutes());
  app.route('/api/youx', financeRoutes());
  app.route('/api/watchlist', watchlistRoutes());
  app.route('/api/check-if-contact-exists', contactExistsRoute());
  app.route('/api/cars', carRoutes());
  app.route('/api/reservations', reservationRoutes());
  app.route('/api/reservations', purchaseRoutes());
  app.route('/api/payments', paymentRoutes());
  app.route('/api/spin-to-win', spinRoutes());
  app.route('/api/online-payments', onlinePaymentRoutes());
  app.route('/api/stock-state', stockStateRoute());
  app.route('/api', miscRoutes());
  const outbox = deps.sms as { for?: (phone: string) => unknown[] };
  if (deps.development && typeof outbox.for === 'function')
    app.route('/api/dev/sms-outbox', devOutboxRoute(outbox.for.bind(outbox)));
  app.notFound((c) => c.json({ error: 'Not found.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500)
      return c.json({ error: error.message || 'Bad request.', fields: { body: error.message } }, error.status);
    deps.logger.error('request.failed', { path: c.req.path, method: c.req.method, ...errorFields(error) });
    return c.json({ error: MESSAGES.unknown }, 500);
  });
  return app;
}

/** One structured line per request: method, route, status, duration. No bodies, no query strings. */
function requestLog(deps: AppDeps) {
  return async (c: import('hono').Context, next: () => Promise<void>) => {
    const started = performance.now();
    await next();
    deps.logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
