import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import type { Tenant } from '../config/load-tenant.ts';
import { createApp } from './app.ts';
import type { CarLookup } from './cars/functions-car.ts';
import type { AppEnv } from './deps.ts';
import type { FinanceBroker } from './finance/broker.ts';
import { httpBroker } from './finance/http-broker.ts';
import { clientAddress, parseProxyTrust, servedOverHttps, type ProxyTrust } from './http/client-ip.ts';
import { localBroker } from './finance/local-broker.ts';
import { limitsFromEnv } from './ops/limits-env.ts';
import { errorFields, jsonLogger, type Logger } from './ops/logger.ts';
import { startRelay } from './relay/relay.ts';
import { emailSender, webhookSender } from './relay/senders.ts';
import { checkedWebhookSecrets } from './relay/webhook-secrets.ts';
import { devSmsOutbox } from './sms/dev-outbox.ts';
import { httpSmsGateway } from './sms/http-gateway.ts';
import { checkedSecret, checkSmsGateway, isDevelopment } from './ops/startup-checks.ts';
import { devPaymentProvider } from './payments/dev-provider.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { stripeFromEnv } from './payments/stripe-provider.ts';
import { scheduleLiveStock, syncEveryFromEnv } from './stock/live-stock-schedule.ts';
import { openStore } from './store/open-store.ts';
import { RETENTION, schedulePurge } from './store/retention.ts';
import type { TokenBuckets } from './throttle/token-buckets.ts';

/** FUNCTIONS_SECRET (refused when shorter than 32 characters), else a random secret generated once and kept in <dataDir>/functions-secret. */
export function serverSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.FUNCTIONS_SECRET) return checkedSecret(env.FUNCTIONS_SECRET);
  const file = join(dataDir, 'functions-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The client's address: the socket's peer, or what the trusted proxies say (TRUST_PROXY). */
function nodeClientIp(trust: ProxyTrust) {
  return (c: Context): string => {
    let socket: string | undefined;
    try {
      socket = getConnInfo(c).remote.address;
    } catch {
      // No Node bindings (a request handed over without them): only the headers can tell.
    }
    return clientAddress(trust, socket, {
      forwardedFor: c.req.header('x-forwarded-for'),
      cfConnectingIp: c.req.header('cf-connecting-ip'),
    });
  };
}

/**
 * Builds the functions for Node from the environment (see README.md for every variable) and starts
 * the lead relay. `close()` stops the relay after its current delivery and closes the store;
 * the HTTP server's own close finishes in-flight requests first.
 */
export async function startFunctions(options: {
  tenants: Tenant[];
  getCar: CarLookup;
  env: NodeJS.ProcessEnv;
  dataDir: string;
  /** Where the functions' log lines go. Default: JSON lines on stdout and stderr. */
  logger?: Logger;
  /** Tests only (`npm start` never sets it): the functions' and the live stock schedule's clock. Default: Date.now. */
  clock?: () => number;
  /** Tests only: the payment provider. Default: Stripe from the environment, else the development provider. */
  payments?: PaymentProvider;
  /** The server process's rate-limit state, kept across reloads (see AppDeps.buckets). Default: new buckets. */
  buckets?: TokenBuckets;
}): Promise<{ app: Hono<AppEnv>; close(): Promise<void> }> {
  const { env, dataDir, tenants, logger = jsonLogger(), clock = Date.now } = options;
  checkSmsGateway(env);
  const secretProblems = checkedWebhookSecrets(tenants, env);
  const secret = serverSecret(env, dataDir);
  const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir });
  const production = env.NODE_ENV === 'production';
  const trust = parseProxyTrust(env.TRUST_PROXY);
  const outbox = env.SMS_GATEWAY_URL ? undefined : devSmsOutbox({ file: join(dataDir, 'sms-outbox.jsonl') });
  const sms = outbox ?? httpSmsGateway({ url: env.SMS_GATEWAY_URL ?? '', token: env.SMS_GATEWAY_TOKEN ?? '' });
  const local = localBroker(Date.now);
  const youx = env.YOUX_URL ? httpBroker({ url: env.YOUX_URL, apiKey: env.YOUX_API_KEY ?? '' }) : undefined;
  const financeBroker = (tenant: Tenant): FinanceBroker =>
    tenant.site.finance.broker === 'youx' && youx ? youx : local;
  const email = env.SMTP_URL ? emailSender(env.SMTP_URL) : undefined;
  if (!email && tenants.some((t) => t.site.leads.email || t.site.leads.routes.some((r) => r.email)))
    logger.warn('relay.smtp_not_configured', {});
  for (const { tenant, problem } of secretProblems) logger.error('relay.webhook_secret_invalid', { tenant, problem });
  const payments = options.payments ?? stripeFromEnv(env) ?? devPaymentProvider;
  const relay = startRelay({
    db: store,
    tenants,
    senders: { webhook: webhookSender(env), ...(email ? { email } : {}) },
    logger,
  });
  const app = createApp({
    tenants,
    store,
    sms,
    financeBroker,
    clock,
    secrets: { server: secret },
    getCar: options.getCar,
    logger,
    development: isDevelopment(env),
    clientIp: nodeClientIp(trust),
    // Production cookies are always Secure; elsewhere when the shopper's side of the connection is https.
    secureCookies: production
      ? () => true
      : (c) => servedOverHttps(trust, c.req.url, c.req.header('x-forwarded-proto')),
    notifyOutbox: () => relay.wake(),
    limits: limitsFromEnv(env),
    payments,
    ...(options.buckets ? { buckets: options.buckets } : {}),
  });
  const liveStock = scheduleLiveStock(
    { store, tenants, getCar: options.getCar, logger, clock, payments, notifyOutbox: () => relay.wake() },
    { typesenseApiKey: env.TYPESENSE_API_KEY, syncEveryMs: syncEveryFromEnv(env) },
  );
  const purge = schedulePurge(store, {
    clock: Date.now,
    onPurged: (counts) => logger.info('store.purged', counts),
    onError: (error) => logger.error('store.purge_failed', errorFields(error)),
    ...(outbox ? { alsoPurge: (now: number) => ({ sms_outbox: outbox.trim(now - RETENTION.smsOutboxMs) }) } : {}),
  });
  logger.info('functions.started', { store: store.dialect, tenants: tenants.length });
  return {
    app,
    async close() {
      await purge.stop();
      await liveStock.stop();
      await relay.stop();
      email?.close();
      await store.close();
      logger.info('functions.stopped', {});
    },
  };
}
