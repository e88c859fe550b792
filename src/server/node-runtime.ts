import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import type { Tenant } from '../config/load-tenant.ts';
import type { Car } from '../features/stock/car-schema.ts';
import { createApp } from './app.ts';
import type { AppEnv } from './deps.ts';
import type { FinanceBroker } from './finance/broker.ts';
import { httpBroker } from './finance/http-broker.ts';
import { localBroker } from './finance/local-broker.ts';
import { jsonLogger } from './ops/logger.ts';
import { startRelay } from './relay/relay.ts';
import { emailSender, webhookSender } from './relay/senders.ts';
import { webhookSecretProblems } from './relay/webhook-secrets.ts';
import { devSmsOutbox } from './sms/dev-outbox.ts';
import { httpSmsGateway } from './sms/http-gateway.ts';
import { openStore } from './store/open-store.ts';

/** FUNCTIONS_SECRET, else a random secret generated once and kept in <dataDir>/functions-secret. */
export function serverSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.FUNCTIONS_SECRET && env.FUNCTIONS_SECRET.length >= 32) return env.FUNCTIONS_SECRET;
  const file = join(dataDir, 'functions-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Socket address of the client; X-Forwarded-For only behind a trusted proxy (TRUST_PROXY=1). */
function nodeClientIp(trustProxy: boolean) {
  return (c: Context): string => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}

/** VERIFY_SENDS_PER_IP_PER_HOUR raises (or lowers) the per-IP code-send limit, e.g. for the load bench; unset keeps the default (20). */
function sendsPerIpLimit(env: NodeJS.ProcessEnv): { limits?: { sendsPerIpPerHour: number } } {
  const value = Number(env.VERIFY_SENDS_PER_IP_PER_HOUR);
  return env.VERIFY_SENDS_PER_IP_PER_HOUR && Number.isInteger(value) && value > 0 ? { limits: { sendsPerIpPerHour: value } } : {};
}

/**
 * Builds the functions for Node from the environment (see README.md for every variable) and starts
 * the lead relay. `close()` stops the relay after its current delivery and closes the store;
 * the HTTP server's own close finishes in-flight requests first.
 */
export async function startFunctions(options: {
  tenants: Tenant[];
  getCar: (slug: string, idOrSlug: string | number) => Car | undefined;
  env: NodeJS.ProcessEnv;
  dataDir: string;
}): Promise<{ app: Hono<AppEnv>; close(): Promise<void> }> {
  const { env, dataDir, tenants } = options;
  const logger = jsonLogger();
  const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir });
  const production = env.NODE_ENV === 'production';
  const sms = env.SMS_GATEWAY_URL
    ? httpSmsGateway({ url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN ?? '' })
    : devSmsOutbox({ file: join(dataDir, 'sms-outbox.jsonl') });
  if (production && !env.SMS_GATEWAY_URL) logger.warn('sms.dev_outbox_in_production', {});
  const local = localBroker(Date.now);
  const youx = env.YOUX_URL ? httpBroker({ url: env.YOUX_URL, apiKey: env.YOUX_API_KEY ?? '' }) : undefined;
  const financeBroker = (tenant: Tenant): FinanceBroker => (tenant.site.finance.broker === 'youx' && youx ? youx : local);
  const email = env.SMTP_URL ? emailSender(env.SMTP_URL) : undefined;
  if (!email && tenants.some((t) => t.site.leads.email || t.site.leads.routes.some((r) => r.email))) logger.warn('relay.smtp_not_configured', {});
  for (const { tenant, problem } of webhookSecretProblems(tenants, env)) logger.error('relay.webhook_secret_invalid', { tenant, problem });
  const relay = startRelay({ db: store, tenants, senders: { webhook: webhookSender(env), ...(email ? { email } : {}) }, logger });
  const app = createApp({
    tenants,
    store,
    sms,
    financeBroker,
    clock: Date.now,
    secrets: { server: serverSecret(env, dataDir) },
    getCar: options.getCar,
    logger,
    development: !production,
    clientIp: nodeClientIp(env.TRUST_PROXY === '1'),
    notifyOutbox: () => relay.wake(),
    ...sendsPerIpLimit(env),
  });
  logger.info('functions.started', { store: store.dialect, tenants: tenants.length });
  return {
    app,
    async close() {
      await relay.stop();
      email?.close();
      await store.close();
      logger.info('functions.stopped', {});
    },
  };
}
