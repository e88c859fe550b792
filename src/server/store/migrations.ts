import type { Db } from './db.ts';

/**
 * Schema versions, applied in order, each once, in one transaction per run. Portable SQL only:
 * TEXT, BIGINT (milliseconds since the epoch, counters), INTEGER 0/1 flags, JSON kept as TEXT.
 */
export const MIGRATIONS: readonly (readonly string[])[] = [
  [
    `CREATE TABLE leads (
      id TEXT PRIMARY KEY, tenant TEXT NOT NULL, form TEXT NOT NULL, category TEXT NOT NULL, subcategory TEXT,
      lead_status TEXT NOT NULL, form_completed INTEGER NOT NULL, car_id BIGINT, car_json TEXT, data_json TEXT NOT NULL,
      created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL)`,
    'CREATE INDEX leads_tenant_created ON leads (tenant, created_at)',
    `CREATE TABLE outbox (
      id TEXT PRIMARY KEY, lead_id TEXT NOT NULL REFERENCES leads (id), tenant TEXT NOT NULL, channel TEXT NOT NULL,
      status TEXT NOT NULL, attempts INTEGER NOT NULL, next_attempt_at BIGINT NOT NULL, locked_until BIGINT NOT NULL,
      last_error TEXT, created_at BIGINT NOT NULL, delivered_at BIGINT, UNIQUE (lead_id, channel))`,
    'CREATE INDEX outbox_due ON outbox (status, next_attempt_at)',
    `CREATE TABLE idempotency (
      tenant TEXT NOT NULL, idem_key TEXT NOT NULL, request_hash TEXT NOT NULL, status INTEGER NOT NULL,
      response TEXT NOT NULL, created_at BIGINT NOT NULL, PRIMARY KEY (tenant, idem_key))`,
    `CREATE TABLE phone_codes (
      id TEXT PRIMARY KEY, tenant TEXT NOT NULL, phone TEXT NOT NULL, purpose TEXT NOT NULL, code_hmac TEXT NOT NULL, profile_json TEXT,
      created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, attempts INTEGER NOT NULL, used_at BIGINT)`,
    'CREATE INDEX phone_codes_phone ON phone_codes (phone, created_at)',
    'CREATE TABLE rate_events (rate_key TEXT NOT NULL, at BIGINT NOT NULL)',
    'CREATE INDEX rate_events_key ON rate_events (rate_key, at)',
    `CREATE TABLE users (
      id TEXT PRIMARY KEY, tenant TEXT NOT NULL, phone TEXT NOT NULL, first_name TEXT, last_name TEXT, email TEXT,
      created_at BIGINT NOT NULL, UNIQUE (tenant, phone))`,
    `CREATE TABLE sessions (
      token_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id TEXT NOT NULL REFERENCES users (id),
      created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL)`,
    `CREATE TABLE verifications (
      id TEXT PRIMARY KEY, website_slug TEXT NOT NULL, dealership_slug TEXT, user_id TEXT, verification_type TEXT NOT NULL,
      created_at BIGINT NOT NULL)`,
    `CREATE TABLE watchlist (
      tenant TEXT NOT NULL, user_id TEXT NOT NULL REFERENCES users (id), car_id BIGINT NOT NULL, created_at BIGINT NOT NULL,
      PRIMARY KEY (tenant, user_id, car_id))`,
    `CREATE TABLE phone_reveals (
      id TEXT PRIMARY KEY, tenant TEXT NOT NULL, car_id BIGINT NOT NULL, dealership_id BIGINT NOT NULL,
      website_id BIGINT NOT NULL, created_at BIGINT NOT NULL)`,
    'CREATE TABLE car_views (tenant TEXT NOT NULL, car_id BIGINT NOT NULL, views BIGINT NOT NULL, PRIMARY KEY (tenant, car_id))',
    `CREATE TABLE miscellaneous (
      id TEXT PRIMARY KEY, tenant TEXT NOT NULL, column_name TEXT NOT NULL, car_id BIGINT, lead_id TEXT,
      value_json TEXT NOT NULL, created_at BIGINT NOT NULL)`,
  ],
  [
    // Per-IP send limit as one counter per key and clock hour: O(1) per send, one row per key.
    'DROP TABLE rate_events',
    'CREATE TABLE rate_counters (rate_key TEXT NOT NULL, window_start BIGINT NOT NULL, n BIGINT NOT NULL, PRIMARY KEY (rate_key, window_start))',
  ],
  [
    // Content-Security-Policy violation reports (POST /api/csp-report), bounded per tenant and day.
    `CREATE TABLE csp_reports (
      id TEXT PRIMARY KEY, tenant TEXT NOT NULL, day TEXT NOT NULL, directive TEXT NOT NULL, blocked TEXT NOT NULL,
      document TEXT NOT NULL, report_json TEXT NOT NULL, created_at BIGINT NOT NULL)`,
    'CREATE INDEX csp_reports_tenant_day ON csp_reports (tenant, day)',
    'CREATE INDEX phone_codes_created ON phone_codes (created_at)',
    'CREATE INDEX sessions_expires ON sessions (expires_at)',
    'CREATE INDEX idempotency_created ON idempotency (created_at)',
  ],
  [
    // Limits that hold under abuse: code limits per tenant and purpose, the sender's checks apart
    // from strangers', expired counters purged by window, one counted view per client, car and day.
    'CREATE INDEX phone_codes_scope ON phone_codes (tenant, purpose, phone, created_at)',
    'ALTER TABLE phone_codes ADD COLUMN sender_key TEXT',
    'ALTER TABLE phone_codes ADD COLUMN foreign_attempts INTEGER NOT NULL DEFAULT 0',
    'CREATE INDEX rate_counters_window ON rate_counters (window_start)',
    `CREATE TABLE car_view_marks (
      tenant TEXT NOT NULL, car_id BIGINT NOT NULL, client_key TEXT NOT NULL, day BIGINT NOT NULL, PRIMARY KEY (tenant, car_id, client_key, day))`,
    'CREATE INDEX car_view_marks_day ON car_view_marks (day)',
  ],
  [
    // CSP reports also capped per client and day: the client's keyed hash, cleared once its day is over.
    'ALTER TABLE csp_reports ADD COLUMN client_key TEXT',
    'DROP INDEX csp_reports_tenant_day',
    'CREATE INDEX csp_reports_tenant_day_client ON csp_reports (tenant, day, client_key)',
  ],
  [
    // Reservations with their deposit; car_holds keeps at most one hold per car (its primary key).
    `CREATE TABLE reservations (
      id TEXT PRIMARY KEY, tenant TEXT NOT NULL, reference TEXT NOT NULL UNIQUE, car_id BIGINT NOT NULL, status TEXT NOT NULL,
      phone TEXT NOT NULL, email TEXT NOT NULL, lead_json TEXT NOT NULL, lead_id TEXT, provider TEXT NOT NULL,
      checkout_id TEXT, payment_reference TEXT, amount_cents BIGINT NOT NULL, refund_status TEXT, refund_reference TEXT,
      created_at BIGINT NOT NULL, held_until BIGINT NOT NULL, ended_at BIGINT)`,
    'CREATE INDEX reservations_phone ON reservations (tenant, phone)',
    'CREATE INDEX reservations_due ON reservations (status, held_until)',
    'CREATE INDEX reservations_refunds ON reservations (refund_status)',
    `CREATE TABLE car_holds (
      tenant TEXT NOT NULL, car_id BIGINT NOT NULL, reservation_id TEXT NOT NULL, held_until BIGINT NOT NULL,
      PRIMARY KEY (tenant, car_id))`,
    // What the stock feed changed since the build: one row per changed car, replaced on each sync.
    `CREATE TABLE stock_changes (
      tenant TEXT NOT NULL, car_id BIGINT NOT NULL, status TEXT, price BIGINT, synced_at BIGINT NOT NULL,
      PRIMARY KEY (tenant, car_id))`,
  ],
  [
    // Spin-to-win: one spin per signed-in shopper per campaign (the unique key), with the lead it queued.
    `CREATE TABLE spins (
      id TEXT PRIMARY KEY, tenant TEXT NOT NULL, campaign_id TEXT NOT NULL, user_id TEXT NOT NULL, slice INTEGER NOT NULL,
      prize TEXT NOT NULL, won INTEGER NOT NULL, lead_id TEXT NOT NULL, created_at BIGINT NOT NULL,
      UNIQUE (tenant, campaign_id, user_id))`,
  ],
  [
    // Online payments (/online-payment): an amount against an invoice or balance; the lead goes out once paid.
    `CREATE TABLE online_payments (
      id TEXT PRIMARY KEY, tenant TEXT NOT NULL, reference TEXT NOT NULL UNIQUE, status TEXT NOT NULL,
      amount_cents BIGINT NOT NULL, reference_type TEXT NOT NULL, reference_number TEXT NOT NULL, phone TEXT NOT NULL,
      lead_json TEXT NOT NULL, lead_id TEXT, provider TEXT NOT NULL, checkout_id TEXT, payment_reference TEXT,
      created_at BIGINT NOT NULL, paid_at BIGINT, ended_at BIGINT)`,
    'CREATE INDEX online_payments_tenant ON online_payments (tenant, created_at)',
  ],
  [
    // Buy online: the one purchase request (lead) a paid reservation may send; set once, so a resend stores nothing.
    'ALTER TABLE reservations ADD COLUMN purchase_lead_id TEXT',
  ],
];

/** Applies the pending migrations; safe when several processes start at once. */
export async function migrate(db: Db, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    // One migrator at a time across processes (SQLite: BEGIN IMMEDIATE already holds the write lock).
    if (db.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(7301)');
    await tx.run(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    const row = await tx.get('SELECT MAX(version) AS v FROM schema_migrations');
    const current = Number(row?.['v'] ?? 0);
    for (let version = current + 1; version <= MIGRATIONS.length; version++) {
      for (const statement of MIGRATIONS[version - 1] ?? []) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', [version, now]);
    }
    return MIGRATIONS.length - current;
  });
}
