import { randomUUID } from 'node:crypto';
import { num, optStr, str, type Db, type Sql } from '../store/db.ts';
import { CODE_RULES, codeDigest, sameDigest } from './codes.ts';

export type SendVerdict = { ok: true } | { ok: false; reason: 'cooldown' | 'phone-limit' | 'ip-limit'; retryAfterSeconds: number };

/** Whether a code may be sent to `phone` from `ipKey` now (limits of decision 9). */
export async function sendVerdict(sql: Sql, phone: string, ipKey: string, now: number, sendsPerIpPerHour: number): Promise<SendVerdict> {
  const recent = await sql.all('SELECT created_at FROM phone_codes WHERE phone = ? AND created_at > ? ORDER BY created_at DESC', [phone, now - CODE_RULES.sendWindowMs]);
  const last = recent[0] ? num(recent[0]['created_at']) : undefined;
  if (last !== undefined && now - last < CODE_RULES.resendCooldownMs) {
    return { ok: false, reason: 'cooldown', retryAfterSeconds: Math.ceil((last + CODE_RULES.resendCooldownMs - now) / 1000) };
  }
  if (recent.length >= CODE_RULES.sendsPerWindow) {
    const oldest = num(recent[recent.length - 1]?.['created_at']);
    return { ok: false, reason: 'phone-limit', retryAfterSeconds: Math.ceil((oldest + CODE_RULES.sendWindowMs - now) / 1000) };
  }
  const window = ipWindow(now);
  const ip = await sql.get('SELECT n FROM rate_counters WHERE rate_key = ? AND window_start = ?', [ipKey, window]);
  if (num(ip?.['n'] ?? 0) >= sendsPerIpPerHour) return { ok: false, reason: 'ip-limit', retryAfterSeconds: Math.ceil((window + IP_WINDOW_MS - now) / 1000) };
  return { ok: true };
}

/** The per-IP limit counts sends per clock hour. */
const IP_WINDOW_MS = 3_600_000;
const ipWindow = (now: number): number => now - (now % IP_WINDOW_MS);

/** Counts one send for `ipKey` in the current hour and forgets its earlier hours. */
async function countIpSend(sql: Sql, ipKey: string, now: number): Promise<void> {
  const window = ipWindow(now);
  await sql.run('DELETE FROM rate_counters WHERE rate_key = ? AND window_start < ?', [ipKey, window]);
  await sql.run(
    'INSERT INTO rate_counters (rate_key, window_start, n) VALUES (?, ?, 1) ON CONFLICT (rate_key, window_start) DO UPDATE SET n = rate_counters.n + 1',
    [ipKey, window],
  );
}

export interface NewCode {
  tenant: string;
  phone: string;
  purpose: 'verify' | 'sign-in';
  code: string;
  ipKey: string;
  profile?: Record<string, unknown> | undefined;
}

/**
 * Stores a new code (as its digest) if the limits allow, in one write transaction so concurrent
 * sends cannot both pass the cooldown. Earlier codes for the phone and purpose stop working.
 */
export async function storeCode(db: Db, secret: string, code: NewCode, now: number, sendsPerIpPerHour: number): Promise<SendVerdict> {
  return db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(hashtext(?))', [`phone:${code.phone}`]);
    const verdict = await sendVerdict(tx, code.phone, code.ipKey, now, sendsPerIpPerHour);
    if (!verdict.ok) return verdict;
    await tx.run('UPDATE phone_codes SET used_at = ? WHERE phone = ? AND purpose = ? AND tenant = ? AND used_at IS NULL', [now, code.phone, code.purpose, code.tenant]);
    await tx.run(
      'INSERT INTO phone_codes (id, tenant, phone, purpose, code_hmac, profile_json, created_at, expires_at, attempts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)',
      [randomUUID(), code.tenant, code.phone, code.purpose, codeDigest(secret, code.phone, code.purpose, code.code),
        code.profile ? JSON.stringify(code.profile) : null, now, now + CODE_RULES.validMs],
    );
    await countIpSend(tx, code.ipKey, now);
    return verdict;
  });
}

export type CheckResult = { ok: true; profile: Record<string, unknown> } | { ok: false; reason: 'invalid' | 'too-many' };

/**
 * Checks a code: counts the attempt first (atomically, at most 5 per code), then compares in
 * constant time and consumes the code with a guarded update, so one code succeeds at most once.
 */
export async function checkCode(sql: Sql, secret: string, tenant: string, phone: string, purpose: 'verify' | 'sign-in', code: string, now: number): Promise<CheckResult> {
  const row = await sql.get(
    'SELECT id, code_hmac, profile_json, expires_at, attempts FROM phone_codes WHERE tenant = ? AND phone = ? AND purpose = ? AND used_at IS NULL ORDER BY created_at DESC LIMIT 1',
    [tenant, phone, purpose],
  );
  if (!row || num(row['expires_at']) <= now) return { ok: false, reason: 'invalid' };
  const id = str(row['id']);
  const counted = await sql.run('UPDATE phone_codes SET attempts = attempts + 1 WHERE id = ? AND attempts < ? AND used_at IS NULL', [id, CODE_RULES.maxChecks]);
  if (counted === 0) return { ok: false, reason: num(row['attempts']) >= CODE_RULES.maxChecks || (await attemptsOf(sql, id)) >= CODE_RULES.maxChecks ? 'too-many' : 'invalid' };
  if (!sameDigest(str(row['code_hmac']), codeDigest(secret, phone, purpose, code))) return { ok: false, reason: 'invalid' };
  const consumed = await sql.run('UPDATE phone_codes SET used_at = ? WHERE id = ? AND used_at IS NULL', [now, id]);
  if (consumed === 0) return { ok: false, reason: 'invalid' };
  const profile = optStr(row['profile_json']);
  return { ok: true, profile: profile ? (JSON.parse(profile) as Record<string, unknown>) : {} };
}

async function attemptsOf(sql: Sql, id: string): Promise<number> {
  return num((await sql.get('SELECT attempts FROM phone_codes WHERE id = ?', [id]))?.['attempts']);
}

/**
 * POST /api/verify/check in one write transaction: checks the code (the counted attempt is kept
 * when the code is wrong) and, when it is right, stores the verification record with it.
 */
export async function checkAndRecord(db: Db, secret: string, check: { tenant: string; phone: string; code: string; dealership_slug?: string | undefined }, now: number): Promise<CheckResult> {
  return db.transaction(async (tx) => {
    const result = await checkCode(tx, secret, check.tenant, check.phone, 'verify', check.code, now);
    if (result.ok) await recordVerification(tx, { website_slug: check.tenant, dealership_slug: check.dealership_slug, verification_type: 'verify' }, now);
    return result;
  });
}

/** spec 3 verification record. */
export async function recordVerification(sql: Sql, record: { website_slug: string; dealership_slug?: string | undefined; user_id?: string | undefined; verification_type: 'sms' | 'verify' }, now: number): Promise<void> {
  await sql.run('INSERT INTO verifications (id, website_slug, dealership_slug, user_id, verification_type, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    randomUUID(), record.website_slug, record.dealership_slug ?? null, record.user_id ?? null, record.verification_type, now,
  ]);
}
