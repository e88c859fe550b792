import { randomUUID } from 'node:crypto';
import { num, optStr, str, type Db, type Sql } from '../store/db.ts';
import { CODE_RULES, codeDigest, keyedHash, sameDigest } from './codes.ts';

export type SendVerdict =
  | { ok: true }
  | { ok: false; reason: 'cooldown' | 'phone-limit' | 'ip-limit'; retryAfterSeconds: number };

/** The codes of one phone on one tenant for one purpose: every per-phone limit is kept apart by it. */
export interface CodeScope {
  tenant: string;
  purpose: 'verify' | 'sign-in';
  phone: string;
}

/**
 * Whether a code may be sent for `scope` from `ipKey` now (limits of decision 9). With `ownCodesOnly`
 * the per-phone limits count only the codes `ipKey` asked for, so the answer never tells a client that
 * someone else has a code pending (POST /api/rate-limit); the send itself counts every code.
 */
export async function sendVerdict(
  sql: Sql,
  scope: CodeScope,
  ipKey: string,
  now: number,
  sendsPerIpPerHour: number,
  options: { ownCodesOnly?: boolean } = {},
): Promise<SendVerdict> {
  const sender = options.ownCodesOnly ? ' AND sender_key = ?' : '';
  const recent = await sql.all(
    `SELECT created_at FROM phone_codes WHERE tenant = ? AND purpose = ? AND phone = ?${sender} AND created_at > ? ORDER BY created_at DESC`,
    [scope.tenant, scope.purpose, scope.phone, ...(options.ownCodesOnly ? [ipKey] : []), now - CODE_RULES.sendWindowMs],
  );
  const last = recent[0] ? num(recent[0]['created_at']) : undefined;
  if (last !== undefined && now - last < CODE_RULES.resendCooldownMs) {
    return {
      ok: false,
      reason: 'cooldown',
      retryAfterSeconds: Math.ceil((last + CODE_RULES.resendCooldownMs - now) / 1000),
    };
  }
  if (recent.length >= CODE_RULES.sendsPerWindow) {
    const oldest = num(recent[recent.length - 1]?.['created_at']);
    return {
      ok: false,
      reason: 'phone-limit',
      retryAfterSeconds: Math.ceil((oldest + CODE_RULES.sendWindowMs - now) / 1000),
    };
  }
  const window = windowStart(now, IP_WINDOW_MS);
  const ip = await sql.get('SELECT n FROM rate_counters WHERE rate_key = ? AND window_start = ?', [ipKey, window]);
  if (num(ip?.['n'] ?? 0) >= sendsPerIpPerHour)
    return { ok: false, reason: 'ip-limit', retryAfterSeconds: Math.ceil((window + IP_WINDOW_MS - now) / 1000) };
  return { ok: true };
}

/** The per-IP limit counts sends per clock hour; counters older than that are purged. */
const IP_WINDOW_MS = 3_600_000;
const windowStart = (now: number, windowMs: number): number => now - (now % windowMs);

/** Adds one to `key`'s counter for the window holding `now`, purges counters of past hours, and answers the new count. */
async function countInWindow(sql: Sql, key: string, now: number, windowMs: number): Promise<number> {
  await sql.run('DELETE FROM rate_counters WHERE window_start < ?', [windowStart(now, IP_WINDOW_MS) - IP_WINDOW_MS]);
  const row = await sql.get(
    'INSERT INTO rate_counters (rate_key, window_start, n) VALUES (?, ?, 1) ON CONFLICT (rate_key, window_start) DO UPDATE SET n = rate_counters.n + 1 RETURNING n',
    [key, windowStart(now, windowMs)],
  );
  return num(row?.['n']);
}

export interface NewCode extends CodeScope {
  code: string;
  ipKey: string;
  profile?: Record<string, unknown> | undefined;
}

/**
 * Stores a new code (as its digest) if the limits allow, in one write transaction so concurrent
 * sends cannot both pass the cooldown. Earlier codes for the phone and purpose stop working.
 */
export async function storeCode(
  db: Db,
  secret: string,
  code: NewCode,
  now: number,
  sendsPerIpPerHour: number,
): Promise<SendVerdict> {
  return db.transaction(async (tx) => {
    if (db.dialect === 'postgres')
      await tx.get('SELECT pg_advisory_xact_lock(hashtext(?))', [`phone:${code.tenant}:${code.purpose}:${code.phone}`]);
    const verdict = await sendVerdict(tx, code, code.ipKey, now, sendsPerIpPerHour);
    if (!verdict.ok) return verdict;
    await tx.run(
      'UPDATE phone_codes SET used_at = ? WHERE phone = ? AND purpose = ? AND tenant = ? AND used_at IS NULL',
      [now, code.phone, code.purpose, code.tenant],
    );
    await tx.run(
      'INSERT INTO phone_codes (id, tenant, phone, purpose, code_hmac, profile_json, created_at, expires_at, attempts, sender_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)',
      [
        randomUUID(),
        code.tenant,
        code.phone,
        code.purpose,
        codeDigest(secret, code.phone, code.purpose, code.code),
        code.profile ? JSON.stringify(code.profile) : null,
        now,
        now + CODE_RULES.validMs,
        code.ipKey,
      ],
    );
    await countInWindow(tx, code.ipKey, now, IP_WINDOW_MS);
    return verdict;
  });
}

export type CheckResult =
  | { ok: true; profile: Record<string, unknown> }
  | { ok: false; reason: 'invalid' | 'too-many' };

/** Checks of one code by clients other than the one that asked for it, all of them together. */
export const STRANGER_CHECKS = 10;

/** A check: the code typed, and the keyed hash of the client typing it. */
export interface CodeCheck extends CodeScope {
  code: string;
  clientKey: string;
}

/**
 * Checks a code, with the same statements and the same HMAC whether or not a code is pending, so
 * neither the answer nor its timing tells a stranger that a code is out:
 * 1. every client has 5 checks per phone, tenant and purpose per 10 minutes (429 beyond);
 * 2. the client that asked for the code spends the code's own 5 checks; other clients share
 *    STRANGER_CHECKS and, once those are gone, are answered 'invalid' without a comparison, so a
 *    stranger can neither spend the shopper's code nor keep guessing it;
 * 3. the comparison is constant-time and the code is consumed with a guarded update (one success).
 */
export async function checkCode(sql: Sql, secret: string, check: CodeCheck, now: number): Promise<CheckResult> {
  const { tenant, purpose, phone } = check;
  const counter = keyedHash(secret, 'check', `${tenant}:${purpose}:${phone}:${check.clientKey}`);
  const checks = await countInWindow(sql, counter, now, CODE_RULES.sendWindowMs);
  const digest = codeDigest(secret, phone, purpose, check.code);
  if (checks > CODE_RULES.maxChecks) return { ok: false, reason: 'too-many' };
  const row = await sql.get(
    'SELECT id, code_hmac, profile_json, sender_key FROM phone_codes WHERE tenant = ? AND phone = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1',
    [tenant, phone, purpose, now],
  );
  const own = row !== undefined && optStr(row['sender_key']) === check.clientKey;
  const counted = await sql.run(
    'UPDATE phone_codes SET attempts = attempts + ?, foreign_attempts = foreign_attempts + ? WHERE id = ? AND used_at IS NULL AND attempts < ? AND foreign_attempts < ?',
    own
      ? [1, 0, str(row['id']), CODE_RULES.maxChecks, UNLIMITED]
      : [0, 1, str(row?.['id']), CODE_RULES.maxChecks, STRANGER_CHECKS],
  );
  const matches = sameDigest(str(row?.['code_hmac'] ?? ZERO_DIGEST), digest);
  if (own && counted === 0) return { ok: false, reason: 'too-many' };
  if (!row || counted === 0 || !matches) return { ok: false, reason: 'invalid' };
  const consumed = await sql.run('UPDATE phone_codes SET used_at = ? WHERE id = ? AND used_at IS NULL', [
    now,
    str(row['id']),
  ]);
  if (consumed === 0) return { ok: false, reason: 'invalid' };
  const profile = optStr(row['profile_json']);
  return { ok: true, profile: profile ? (JSON.parse(profile) as Record<string, unknown>) : {} };
}

/** No cap on strangers' checks when the shopper checks (the largest INTEGER both stores take). */
const UNLIMITED = 2_147_483_647;

/** Compared against when no code is pending, so both paths do the same comparison. */
const ZERO_DIGEST = '0'.repeat(64);

/**
 * POST /api/verify/check in one write transaction: checks the code (the counted attempt is kept
 * when the code is wrong) and, when it is right, stores the verification record with it.
 */
export async function checkAndRecord(
  db: Db,
  secret: string,
  check: Omit<CodeCheck, 'purpose'> & { dealership_slug?: string | undefined },
  now: number,
): Promise<CheckResult> {
  return db.transaction(async (tx) => {
    const result = await checkCode(tx, secret, { ...check, purpose: 'verify' }, now);
    if (result.ok)
      await recordVerification(
        tx,
        { website_slug: check.tenant, dealership_slug: check.dealership_slug, verification_type: 'verify' },
        now,
      );
    return result;
  });
}

/** spec/site §3 verification record. */
export async function recordVerification(
  sql: Sql,
  record: {
    website_slug: string;
    dealership_slug?: string | undefined;
    user_id?: string | undefined;
    verification_type: 'sms' | 'verify';
  },
  now: number,
): Promise<void> {
  await sql.run(
    'INSERT INTO verifications (id, website_slug, dealership_slug, user_id, verification_type, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    [
      randomUUID(),
      record.website_slug,
      record.dealership_slug ?? null,
      record.user_id ?? null,
      record.verification_type,
      now,
    ],
  );
}
