import { Hono } from 'hono';
import { loadAllTenants, type Tenant } from '../config/load-tenant.ts';
import { createApp } from './app.ts';
import type { AppEnv } from './deps.ts';
import { httpBroker } from './finance/http-broker.ts';
import { localBroker } from './finance/local-broker.ts';
import { limitsFromEnv } from './ops/limits-env.ts';
import { jsonLogger } from './ops/logger.ts';
import { checkedSecret } from './ops/startup-checks.ts';
import { httpSmsGateway } from './sms/http-gateway.ts';
import { migrate } from './store/migrations.ts';
import { openPostgres } from './store/postgres.ts';

type Bindings = Record<string, string | undefined>;

/**
 * The app for serverless platforms: state in PostgreSQL (DATABASE_URL), SMS over HTTP
 * (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN), secret FUNCTIONS_SECRET, built once per instance from the
 * platform's bindings on the first request. Leads are queued in the outbox; deliveries are made by
 * a relay running elsewhere (`npm start` or a scheduled worker) against the same database.
 */
export function serverlessApp(tenants: () => Tenant[] = () => loadAllTenants().tenants): Hono<{ Bindings: Bindings }> {
  let inner: Hono<AppEnv> | undefined;
  const outer = new Hono<{ Bindings: Bindings }>();
  outer.all('/api/*', async (c) => {
    try {
      inner ??= await build({ ...(typeof process === 'undefined' ? {} : process.env), ...c.env }, tenants());
    } catch (error) {
      jsonLogger((line) => console.error(line)).error('functions.misconfigured', { reason: error instanceof Error ? error.message : 'unknown' });
      return c.json({ error: 'The functions are not configured.' }, 503);
    }
    return inner.fetch(c.req.raw, c.env);
  });
  return outer;
}

async function build(env: Bindings, tenants: Tenant[]): Promise<Hono<AppEnv>> {
  if (!env['DATABASE_URL'] || !env['FUNCTIONS_SECRET'] || !env['SMS_GATEWAY_URL']) {
    throw new Error('serverless functions need DATABASE_URL, FUNCTIONS_SECRET and SMS_GATEWAY_URL');
  }
  const secret = checkedSecret(env['FUNCTIONS_SECRET']);
  const store = openPostgres(env['DATABASE_URL'], { max: 2 });
  await migrate(store);
  const youx = env['YOUX_URL'] ? httpBroker({ url: env['YOUX_URL'], apiKey: env['YOUX_API_KEY'] ?? '' }) : undefined;
  const local = localBroker(Date.now);
  return createApp({
    tenants,
    store,
    sms: httpSmsGateway({ url: env['SMS_GATEWAY_URL'], token: env['SMS_GATEWAY_TOKEN'] ?? '' }),
    financeBroker: (tenant) => (tenant.site.finance.broker === 'youx' && youx ? youx : local),
    clock: Date.now,
    secrets: { server: secret },
    // Car lookups need the stock: serverless deployments answer car routes 404 until the build bundles it.
    getCar: () => undefined,
    logger: jsonLogger((line) => console.log(line)),
    limits: limitsFromEnv(env),
  });
}
