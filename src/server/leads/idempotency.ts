import { createHash } from 'node:crypto';
import { num, str, type Sql } from '../store/db.ts';

/** The first answer given for an Idempotency-Key, replayed for retries of the same request. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export const requestFingerprint = (raw: string): string => createHash('sha256').update(raw).digest('hex');

/** Idempotency-Key header values: 1 to 200 visible ASCII characters (a UUID from the browser). */
export const isValidKey = (key: string): boolean => /^[\x21-\x7e]{1,200}$/.test(key);

export type Replay = { kind: 'none' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'mismatch' };

export async function findAnswer(sql: Sql, tenant: string, key: string, fingerprint: string): Promise<Replay> {
  const row = await sql.get(
    'SELECT request_hash, status, response FROM idempotency WHERE tenant = ? AND idem_key = ?',
    [tenant, key],
  );
  if (!row) return { kind: 'none' };
  if (str(row['request_hash']) !== fingerprint) return { kind: 'mismatch' };
  return { kind: 'replay', answer: { status: num(row['status']), body: JSON.parse(str(row['response'])) } };
}

export async function saveAnswer(
  sql: Sql,
  tenant: string,
  key: string,
  fingerprint: string,
  answer: StoredAnswer,
  now: number,
): Promise<void> {
  await sql.run(
    'INSERT INTO idempotency (tenant, idem_key, request_hash, status, response, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    [tenant, key, fingerprint, answer.status, JSON.stringify(answer.body), now],
  );
}

/** A unique-key violation on either backend (a concurrent request with the same key won the race). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed'));
}
