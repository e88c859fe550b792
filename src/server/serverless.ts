import type { Hono } from 'hono';
import type { Tenant } from '../config/load-tenant.ts';
import { createApp } from './app.ts';
import type { BuiltFunctions } from './build/functions-bundle.ts';
import type { AppEnv } from './deps.ts';
import { httpBroker } from './finance/http-broker.ts';
import { localBroker } from './finance/local-broker.ts';
import { platformClientIp } from './http/client-ip.ts';
import { limitsFromEnv } from './ops/limits-env.ts';
import { errorFields, jsonLogger, type Logger } from './ops/logger.ts';
import { checkedSecret } from './ops/startup-checks.ts';
import { devPaymentProvider } from './payments/dev-provider.ts';
import { stripeFromEnv } from './payments/stripe-provider.ts';
import { startRelay } from './relay/relay.ts';
import { webhookSender } from './relay/senders.ts';
import { sweepReservations } from './reservations/lifecycle.ts';
import { httpSmsGateway } from './sms/http-gateway.ts';
import type { Db } from './store/db.ts';
import { migrate } from './store/migrations.ts';
import { openPostgres } from './store/postgres.ts';
import { requestScopedDb } from './store/request-scoped.ts';

/** The platform's bindings: variables and secrets as strings (other bindings, such as ASSETS, are ignored here). */
export type Bindings = Record<string, unknown>;
/** What the platform hands a handler besides the bindings: work that may finish after the response. */
export interface WaitUntil {
  waitUntil(work: Promise<unknown>): void;
}

const logger: Logger = jsonLogger((line, level) => (level === 'info' ? console.log(line) : console.error(line)));

/** The string variables of the bindings. */
function variables(env: Bindings): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** DATABASE_URL, or a refusal naming it: serverless state lives in PostgreSQL only. */
function databaseUrl(env: Record<string, string | undefined>): string {
  const url = env['DATABASE_URL'];
  if (!url) throw new Error('serverless functions need DATABASE_URL');
  return url;
}

/**
 * The functions on a serverless platform (Cloudflare Workers and Pages): tenants and cars from the
 * build, state in PostgreSQL (DATABASE_URL), SMS over HTTP (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN), secret
 * FUNCTIONS_SECRET. The app is made once per instance on its first request; each request opens its own
 * connections (the platform ties a socket to the request that opened it) and closes them after answering.
 * Per-IP limits key on cf-connecting-ip (see http/client-ip.ts).
 */
export function serverlessApp(built: BuiltFunctions): {
  fetch(request: Request, env: Bindings, ctx: WaitUntil): Promise<Response>;
} {
  const scoped = requestScopedDb();
  let app: Hono<AppEnv> | undefined;
  let migrated = false;
  return {
    async fetch(request, env, ctx) {
      let store: Db;
      try {
        const vars = variables(env);
        store = openPostgres(databaseUrl(vars), { max: 3 });
        app ??= build(built, vars, scoped.db);
      } catch (error) {
        logger.error('functions.misconfigured', errorFields(error));
        return Response.json({ error: 'The functions are not configured.' }, { status: 503 });
      }
      try {
        if (!migrated) {
          await migrate(store);
          migrated = true;
        }
        const inner = app;
        return await scoped.withStore(store, async () => inner.fetch(request, env));
      } finally {
        ctx.waitUntil(store.close());
      }
    },
  };
}

function build(built: BuiltFunctions, env: Record<string, string | undefined>, store: Db): Hono<AppEnv> {
  if (!env['FUNCTIONS_SECRET'] || !env['SMS_GATEWAY_URL'])
    throw new Error('serverless functions need FUNCTIONS_SECRET and SMS_GATEWAY_URL');
  const secret = checkedSecret(env['FUNCTIONS_SECRET']);
  const youx = env['YOUX_URL'] ? httpBroker({ url: env['YOUX_URL'], apiKey: env['YOUX_API_KEY'] ?? '' }) : undefined;
  const local = localBroker(Date.now);
  return createApp({
    tenants: built.tenants,
    store,
    sms: httpSmsGateway({ url: env['SMS_GATEWAY_URL'], token: env['SMS_GATEWAY_TOKEN'] ?? '' }),
    financeBroker: (tenant) => (tenant.site.finance.broker === 'youx' && youx ? youx : local),
    clock: Date.now,
    secrets: { server: secret },
    getCar: built.getCar,
    logger,
    clientIp: platformClientIp,
    limits: limitsFromEnv(env),
    payments: stripeFromEnv(env) ?? devPaymentProvider,
  });
}

/**
 * A scheduled (cron) run of a tenant's Worker: the reservation sweep, then a relay round. A failed sweep is
 * logged and never keeps the leads waiting.
 */
export async function cronRound(tenants: readonly Tenant[], env: Bindings): Promise<void> {
  try {
    await sweepRound(tenants, env);
  } catch (error) {
    logger.error('reservations.sweep_failed', errorFields(error));
  }
  await relayRound(tenants, env);
}

/**
 * The reservation sweep `npm start` runs every minute: these tenants' lapsed holds released and their refunds made
 * as each dealer's policy says, through Stripe with STRIPE_SECRET_KEY (else the development provider).
 */
async function sweepRound(tenants: readonly Tenant[], env: Bindings): Promise<void> {
  const vars = variables(env);
  const store = openPostgres(databaseUrl(vars), { max: 3 });
  try {
    const payments = stripeFromEnv(vars) ?? devPaymentProvider;
    const swept = await sweepReservations({ store, tenants: [...tenants], logger, payments }, Date.now());
    if (swept.released > 0 || swept.refunds > 0) logger.info('reservations.swept', swept);
  } finally {
    await store.close();
  }
}

/**
 * One relay round for a scheduled (cron) run: delivers what is due over the webhook channel until
 * nothing is left or `budgetMs` has passed. E-mail deliveries need SMTP, which Workers cannot speak:
 * they stay queued for a self-hosted relay (`npm run relay`), never failed here.
 */
async function relayRound(tenants: readonly Tenant[], env: Bindings, budgetMs = 20_000): Promise<number> {
  const vars = variables(env);
  const store = openPostgres(databaseUrl(vars), { max: 3 });
  const started = Date.now();
  let attempted = 0;
  try {
    const relay = startRelay(
      { db: store, tenants, senders: { webhook: webhookSender(vars) }, channels: ['webhook'], logger },
      { autoStart: false },
    );
    for (let round = await relay.runOnce(); round > 0; round = await relay.runOnce()) {
      attempted += round;
      if (Date.now() - started > budgetMs) break;
    }
    return attempted;
  } finally {
    await store.close();
  }
}
