import type { Db } from './db.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long each kind of row is kept (src/server/README.md "Retention"). Besides these, the name and
 * e-mail given with a sign-in code are cleared once the code is used or expired, sessions go when
 * they expire, and view marks after their UTC day. Leads go after the tenant's retentionMonths through
 * `npm run leads -- purge` (leads/lead-purge.ts); users and watchlists are the dealer's records and stay.
 */
export const RETENTION = {
  /** Verification code rows (digests, attempts): the send limits look back 10 minutes. */
  phoneCodesMs: DAY,
  /** Idempotency-Key answers: retries come within minutes; a day covers any client. */
  idempotencyMs: DAY,
  /** Per-client send counters (one clock hour counted, the previous kept for the boundary) and 10-minute check counters. */
  rateCountersMs: 2 * HOUR,
  /** CSP violation reports. */
  cspReportsMs: 30 * DAY,
  /** Development SMS outbox (codes and phones, never a real gateway's): codes expire in 10 minutes. */
  smsOutboxMs: DAY,
} as const;

/** Deletes (or clears) what is past its retention; answers the rows touched per table. */
export async function purgeExpired(db: Db, now: number): Promise<Record<string, number>> {
  return {
    phone_codes_profile: await db.run(
      'UPDATE phone_codes SET profile_json = NULL WHERE profile_json IS NOT NULL AND (used_at IS NOT NULL OR expires_at <= ?)',
      [now],
    ),
    phone_codes: await db.run('DELETE FROM phone_codes WHERE created_at < ?', [now - RETENTION.phoneCodesMs]),
    sessions: await db.run('DELETE FROM sessions WHERE expires_at <= ?', [now]),
    idempotency: await db.run('DELETE FROM idempotency WHERE created_at < ?', [now - RETENTION.idempotencyMs]),
    rate_counters: await db.run('DELETE FROM rate_counters WHERE window_start < ?', [now - RETENTION.rateCountersMs]),
    // The client's hash only serves the per-client cap of its own UTC day.
    csp_reports_client: await db.run(
      'UPDATE csp_reports SET client_key = NULL WHERE client_key IS NOT NULL AND day < ?',
      [new Date(now).toISOString().slice(0, 10)],
    ),
    csp_reports: await db.run('DELETE FROM csp_reports WHERE created_at < ?', [now - RETENTION.cspReportsMs]),
    // Views delete earlier days' marks as they come; this holds the one-day bound on a car page nobody views.
    car_view_marks: await db.run('DELETE FROM car_view_marks WHERE day < ?', [Math.floor(now / DAY)]),
  };
}

/**
 * Purges now and then every `everyMs` (default hourly) until stopped; failures are logged, never thrown.
 * `alsoPurge` trims what lives outside the store (the development SMS outbox); its counts join the store's.
 */
export function schedulePurge(
  db: Db,
  options: {
    clock: () => number;
    onPurged: (counts: Record<string, number>) => void;
    onError: (error: unknown) => void;
    everyMs?: number;
    alsoPurge?: (now: number) => Record<string, number>;
  },
): { stop(): Promise<void> } {
  let current: Promise<void> = Promise.resolve();
  const run = () => {
    const now = options.clock();
    current = purgeExpired(db, now)
      .then((counts) => ({ ...counts, ...options.alsoPurge?.(now) }))
      .then(options.onPurged, options.onError);
  };
  run();
  const timer = setInterval(run, options.everyMs ?? HOUR);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
