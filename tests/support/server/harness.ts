import pg from 'pg';
import { VERIFICATION_HEADER } from '../../../src/features/forms/rules/verification-header.ts';
import { normalizeAuPhone } from '../../../src/features/forms/rules/schemas/phone.ts';
import { createApp } from '../../../src/server/app.ts';
import type { AppDeps } from '../../../src/server/deps.ts';
import { localBroker } from '../../../src/server/finance/local-broker.ts';
import { memoryLogger } from '../../../src/server/ops/logger.ts';
import { devSmsOutbox } from '../../../src/server/sms/dev-outbox.ts';
import type { Db } from '../../../src/server/store/db.ts';
import { migrate } from '../../../src/server/store/migrations.ts';
import { openPostgres } from '../../../src/server/store/postgres.ts';
import { openSqlite } from '../../../src/server/store/sqlite.ts';
import { phoneProof } from '../../../src/server/verify/verified-phone.ts';
import { alphaTenant, betaTenant, getCar } from './tenants.ts';

/** PostgreSQL server for the PG runs (started by scripts/pg-test-server.sh). Unset: PG suites skip. */
export const PG_URL = process.env.TEST_DATABASE_URL;

/** A fresh, migrated database: in-memory SQLite, or a new database on the test PostgreSQL server. */
export async function freshDb(kind: 'sqlite' | 'postgres' = 'sqlite', file = ':memory:'): Promise<Db> {
  if (kind === 'sqlite') {
    const db = openSqlite(file);
    await migrate(db);
    return db;
  }
  const db = openPostgres(await freshPgDatabase(), { max: 20 });
  await migrate(db);
  return db;
}

/** A new, empty database on the test PostgreSQL server: its connection URL. */
export async function freshPgDatabase(): Promise<string> {
  if (!PG_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A controllable clock starting at 2025-07-01 10:00 AEST. */
export function testClock(start = Date.parse('2025-07-01T00:00:00Z')) {
  let now = start;
  const advance = (ms: number): void => {
    now += ms;
  };
  const set = (ms: number): void => {
    now = ms;
  };
  return { now: () => now, advance, set };
}

export async function testApp(options: { db?: Db; overrides?: Partial<AppDeps> } = {}) {
  const db = options.db ?? (await freshDb());
  const clock = testClock();
  const sms = devSmsOutbox();
  const logger = memoryLogger();
  const notified: number[] = [];
  const deps: AppDeps = {
    tenants: [alphaTenant(), betaTenant()],
    store: db,
    sms,
    financeBroker: () => localBroker(clock.now),
    clock: clock.now,
    secrets: { server: 'test-secret-0123456789abcdef0123456789' },
    getCar,
    logger,
    development: true,
    clientIp: (c) => c.req.header('x-test-ip') ?? '203.0.113.1',
    notifyOutbox: () => notified.push(clock.now()),
    ...options.overrides,
  };
  const app = createApp(deps);
  /** JSON request to `path` on a tenant host (default alpha.localhost). */
  const call = (
    method: string,
    path: string,
    init: { body?: unknown; host?: string; headers?: Record<string, string> } = {},
  ) =>
    app.request(`http://${init.host ?? 'alpha.localhost'}${path}`, {
      method,
      headers: {
        host: init.host ?? 'alpha.localhost',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    });
  return { app, deps, db, clock, sms, logger, call, notified };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;

/**
 * The header of a finance lead or customer whose `phone` passed a code check on `tenant` at the app's time plus
 * `offsetMs` (-VERIFIED_FOR_MS: a proof just expired), as
 * /api/verify/check answers it (src/server/verify/verified-phone.ts).
 */
export const phoneVerified = (
  app: Pick<TestApp, 'deps'>,
  phone = '0412345678',
  tenant = 'alpha',
  offsetMs = 0,
): Record<string, string> => verifiedPhoneHeader(app.deps.secrets.server, tenant, phone, app.deps.clock() + offsetMs);

/** The proof header for `phone` checked on `tenant` at `at`, signed with the functions' `secret`. */
export const verifiedPhoneHeader = (
  secret: string,
  tenant: string,
  phone: string,
  at: number,
): Record<string, string> => ({
  [VERIFICATION_HEADER]: phoneProof(secret, tenant, normalizeAuPhone(phone), at),
});

/**
 * Signs `phone` in on a tenant with the code texted to it (and any profile fields: first_name, email...);
 * answers the `cookie` header value of its session.
 */
export async function signIn(
  app: Pick<Awaited<ReturnType<typeof testApp>>, 'call' | 'sms'>,
  phone = '0412345678',
  profile: Record<string, string> = {},
  host?: string,
): Promise<string> {
  await app.call('POST', '/api/auth/sign-in', { body: { phone, ...profile }, ...(host ? { host } : {}) });
  const token = /\b(\d{6})\b/.exec(app.sms.messages.at(-1)?.text ?? '')?.[1];
  const res = await app.call('POST', '/api/auth/verify', {
    body: { phone, token, type: 'sms' },
    ...(host ? { host } : {}),
  });
  const session = /ds_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`sign-in of ${phone} failed: ${res.status}`);
  return `ds_session=${session}`;
}

/** A valid general enquiry for alpha (two dealerships, location field and terms required). */
export const alphaEnquiry = (over: Record<string, unknown> = {}) => ({
  form: 'enquiry',
  category: 'General Enquiry',
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '+61 412 345 678',
  message: 'Is it still available?',
  dealership_slug: 'dealer-1',
  location_id: 11,
  terms_conditions: true,
  fill_ms: 8000,
  ...over,
});

export async function count(db: Db, table: string): Promise<number> {
  return Number((await db.get(`SELECT COUNT(*) AS n FROM ${table}`))?.['n']);
}
