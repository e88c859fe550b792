import { num, optStr, str, type Db } from '../store/db.ts';
import { leadFromRow, type Channel, type StoredLead } from '../leads/lead-store.ts';

/** One delivery to make: the outbox row and its lead. */
export interface Delivery {
  id: string;
  channel: Channel;
  attempts: number;
  created_at: number;
  lead: StoredLead;
}

/** One tenant's channel (one receiver). */
export interface Lane {
  tenant: string;
  channel: string;
}

/**
 * Claims due deliveries for `leaseMs` (other relay workers skip them: row locks with SKIP LOCKED
 * on PostgreSQL, the single writer on SQLite), leaving out the lanes in `skip`. An expired lease
 * makes a row due again. With `only`, just the rows of those tenants (and channels, when given).
 */
export async function claimDue(
  db: Db,
  now: number,
  leaseMs: number,
  limit: number,
  skip: readonly Lane[] = [],
  only?: { tenants: readonly string[]; channels?: readonly string[] | undefined },
): Promise<Delivery[]> {
  if (only && (only.tenants.length === 0 || only.channels?.length === 0)) return [];
  const list = (n: number) => Array.from({ length: n }, () => '?').join(', ');
  const onlySql = only
    ? ` AND tenant IN (${list(only.tenants.length)})${only.channels ? ` AND channel IN (${list(only.channels.length)})` : ''}`
    : '';
  const skipSql = onlySql + skip.map(() => ' AND NOT (tenant = ? AND channel = ?)').join('');
  return db.transaction(async (tx) => {
    const rows = await tx.all(
      `SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND locked_until <= ?${skipSql} ORDER BY next_attempt_at LIMIT ? ${db.skipLocked}`,
      [
        now,
        now,
        ...(only ? [...only.tenants, ...(only.channels ?? [])] : []),
        ...skip.flatMap((lane) => [lane.tenant, lane.channel]),
        limit,
      ],
    );
    const deliveries: Delivery[] = [];
    for (const row of rows) {
      await tx.run('UPDATE outbox SET locked_until = ? WHERE id = ?', [now + leaseMs, str(row['id'])]);
      const joined = await tx.get(
        `SELECT o.id AS outbox_id, o.channel, o.attempts, o.created_at AS queued_at, l.* FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.id = ?`,
        [str(row['id'])],
      );
      if (!joined) continue;
      deliveries.push({
        id: str(joined['outbox_id']),
        channel: str(joined['channel']) as Channel,
        attempts: num(joined['attempts']),
        created_at: num(joined['queued_at']),
        lead: leadFromRow(joined),
      });
    }
    return deliveries;
  });
}

export async function markDelivered(db: Db, id: string, now: number): Promise<void> {
  await db.run(
    "UPDATE outbox SET status = 'delivered', delivered_at = ?, attempts = attempts + 1, locked_until = 0, last_error = NULL WHERE id = ?",
    [now, id],
  );
}

/** Gives a claimed, unattempted delivery back (its lease ends now). */
export async function releaseClaim(db: Db, id: string): Promise<void> {
  await db.run('UPDATE outbox SET locked_until = 0 WHERE id = ?', [id]);
}

export async function markRetry(db: Db, id: string, nextAt: number, error: string): Promise<void> {
  await db.run(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, locked_until = 0, last_error = ? WHERE id = ?',
    [nextAt, error.slice(0, 500), id],
  );
}

export async function markDead(db: Db, id: string, error: string): Promise<void> {
  await db.run(
    "UPDATE outbox SET status = 'dead', attempts = attempts + 1, locked_until = 0, last_error = ? WHERE id = ?",
    [error.slice(0, 500), id],
  );
}

/** Queues a lead's deliveries again (all channels, or one); answers how many were reset. */
export async function redeliver(db: Db, leadId: string, now: number, channel?: Channel): Promise<number> {
  return channel
    ? db.run(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, locked_until = 0, last_error = NULL WHERE lead_id = ? AND channel = ?",
        [now, leadId, channel],
      )
    : db.run(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, locked_until = 0, last_error = NULL WHERE lead_id = ?",
        [now, leadId],
      );
}

/** Counts by status, for health and the CLI. */
export async function outboxCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db.all('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status');
  return Object.fromEntries(rows.map((r) => [str(r['status']), num(r['n'])]));
}

export async function deadLetters(
  db: Db,
): Promise<{ id: string; lead_id: string; channel: string; last_error: string | undefined }[]> {
  const rows = await db.all(
    "SELECT id, lead_id, channel, last_error FROM outbox WHERE status = 'dead' ORDER BY created_at",
  );
  return rows.map((r) => ({
    id: str(r['id']),
    lead_id: str(r['lead_id']),
    channel: str(r['channel']),
    last_error: optStr(r['last_error']),
  }));
}
