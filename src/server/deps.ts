import type { Context } from 'hono';
import type { Tenant } from '../config/load-tenant.ts';
import type { CarLookup } from './cars/functions-car.ts';
import type { FinanceBroker } from './finance/broker.ts';
import type { Logger } from './ops/logger.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { SmsGateway } from './sms/gateway.ts';
import type { Db } from './store/db.ts';
import type { TokenBuckets } from './throttle/token-buckets.ts';

/** Everything the functions app needs from outside; injected so tests run it without a server. */
export interface AppDeps {
  /** The built tenant registry; requests for any other host are refused. */
  tenants: Tenant[];
  store: Db;
  sms: SmsGateway;
  /** The finance broker serving a tenant (local estimator or the YouX adapter). */
  financeBroker: (tenant: Tenant) => FinanceBroker;
  /** Milliseconds since the epoch. */
  clock: () => number;
  secrets: {
    /** Server secret keying code HMACs, session and rate-limit hashes. At least 32 characters. */
    server: string;
  };
  /** A tenant's car by id or slug, from its built stock. */
  getCar: CarLookup;
  logger: Logger;
  /** The client address for per-IP limits. Default: the platform header, else 'unknown'. */
  clientIp?: (c: Context) => string;
  /** Called after a lead is committed with deliveries to make; wakes the relay. */
  notifyOutbox?: () => void;
  /** true exposes development routes (the SMS outbox); false in production. */
  development?: boolean;
  /** Whether the session cookie must be Secure for this request. Default: the request URL is https. */
  secureCookies?: (c: Context) => boolean;
  /** Takes reservation deposits (Stripe with STRIPE_SECRET_KEY). Default: the development provider (no card charged). */
  payments?: PaymentProvider;
  /** Overrides for tests and the load bench. */
  limits?: Partial<Limits>;
  /**
   * The rate-limit state (write and lookup budgets), owned by the server process so a reload of the tenants and
   * functions (a published build) spends from the same budgets. Default: new buckets for this app (tests, one
   * serverless instance).
   */
  buckets?: TokenBuckets;
}

export interface Limits {
  /** Largest accepted request body in bytes. Default: 32 KiB. */
  bodyBytes: number;
  /** Minimum time to fill a lead form in ms. Default: 2500. */
  minFillMs: number;
  /** Code sends allowed per IP per hour. Default: 20. */
  sendsPerIpPerHour: number;
  /** CSP violation reports stored per tenant per UTC day; later ones are dropped. Default: 1000. */
  cspReportsPerTenantPerDay: number;
  /** CSP violation reports stored from one client on one tenant per UTC day, so no client uses up the tenant's. Default: 100. */
  cspReportsPerClientPerDay: number;
  /** Writes of one kind (leads and lead steps; valuations and phone reveals) one client may make on one tenant per minute (token bucket). Default: 10. */
  writesPerClientPerMinute: number;
  /** Writes of one kind by every client together on one tenant per minute (token bucket). Default: 120. */
  writesPerTenantPerMinute: number;
  /** Contact lookups one client may make on one tenant per minute (token bucket). Default: 10. */
  lookupsPerClientPerMinute: number;
  /** Largest stored valuation (`value` of POST /api/miscellaneous) as JSON bytes. Default: 4 KiB. */
  miscValueBytes: number;
}

/** Hono environment of the app: the resolved tenant rides on the context. */
export interface AppEnv {
  Variables: { tenant: Tenant; deps: AppDeps; limits: Limits; buckets: TokenBuckets };
}
