import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_HINT } from '../../features/forms/rules/signed-in-hint.ts';
import type { AppEnv } from '../deps.ts';
import { num, optStr, str, type Sql } from '../store/db.ts';
import { keyedHash } from '../verify/codes.ts';

export const SESSION_COOKIE = 'ds_session';
/** Signed-in sessions last 30 days. */
export const SESSION_MS = 30 * 24 * 3_600_000;

/** The watchlist user (spec/site §6: identified by phone). */
export interface User {
  id: string;
  phone: string;
  first_name: string | undefined;
  last_name: string | undefined;
  email: string | undefined;
}

/** The tenant's user for a phone, created on first verification; profile fields fill in blanks. */
export async function upsertUser(
  sql: Sql,
  tenant: string,
  phone: string,
  profile: Record<string, unknown>,
  now: number,
): Promise<User> {
  const text = (key: string) =>
    typeof profile[key] === 'string' && profile[key] !== '' ? (profile[key] as string) : null;
  await sql.run(
    `INSERT INTO users (id, tenant, phone, first_name, last_name, email, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (tenant, phone) DO UPDATE SET first_name = COALESCE(users.first_name, excluded.first_name),
       last_name = COALESCE(users.last_name, excluded.last_name), email = COALESCE(users.email, excluded.email)`,
    [randomUUID(), tenant, phone, text('first_name'), text('last_name'), text('email'), now],
  );
  const row = await sql.get('SELECT * FROM users WHERE tenant = ? AND phone = ?', [tenant, phone]);
  if (!row) throw new Error('user upsert lost its row');
  return {
    id: str(row['id']),
    phone: str(row['phone']),
    first_name: optStr(row['first_name']),
    last_name: optStr(row['last_name']),
    email: optStr(row['email']),
  };
}

/** Starts a session: a random token in an HttpOnly cookie, only its keyed hash in the store. */
export async function startSession(c: Context<AppEnv>, user: User): Promise<void> {
  const { deps, tenant } = c.var;
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  await deps.store.run(
    'INSERT INTO sessions (token_hash, tenant, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [keyedHash(deps.secrets.server, 'session', token), tenant.slug, user.id, now, now + SESSION_MS],
  );
  const cookie = {
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_MS / 1000,
    secure: deps.secureCookies?.(c) ?? new URL(c.req.url).protocol === 'https:',
  } as const;
  setCookie(c, SESSION_COOKIE, token, { ...cookie, httpOnly: true });
  setCookie(c, SIGNED_IN_HINT, '1', cookie);
}

/** Drops the cookies of a session the store no longer knows (expired, signed out elsewhere), so pages stop asking. */
function forgetStaleSession(c: Context<AppEnv>): undefined {
  for (const name of [SESSION_COOKIE, SIGNED_IN_HINT])
    if (getCookie(c, name) !== undefined) deleteCookie(c, name, { path: '/' });
  return undefined;
}

/** The signed-in user of this tenant, if the session cookie is valid. */
export async function currentUser(c: Context<AppEnv>): Promise<User | undefined> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return forgetStaleSession(c);
  const { deps, tenant } = c.var;
  const row = await deps.store.get(
    `SELECT u.id, u.phone, u.first_name, u.last_name, u.email, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ? AND s.tenant = ?`,
    [keyedHash(deps.secrets.server, 'session', token), tenant.slug],
  );
  if (!row || num(row['expires_at']) <= deps.clock()) return forgetStaleSession(c);
  return {
    id: str(row['id']),
    phone: str(row['phone']),
    first_name: optStr(row['first_name']),
    last_name: optStr(row['last_name']),
    email: optStr(row['email']),
  };
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token)
    await c.var.deps.store.run('DELETE FROM sessions WHERE token_hash = ?', [
      keyedHash(c.var.deps.secrets.server, 'session', token),
    ]);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, SIGNED_IN_HINT, { path: '/' });
}
