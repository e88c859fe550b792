import type { Context } from 'hono';
import type { AppEnv } from '../deps.ts';
import { requestClient } from '../throttle/throttle.ts';
import { storeCode } from './code-store.ts';
import { generateCode, keyedHash } from './codes.ts';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';

/** spec/site §8: the answer to every refused send, and to a check beyond the limit. */
export const TOO_MANY = MESSAGES.tooManyAttempts;
export const INVALID_CODE = MESSAGES.invalidCode;

/** The per-IP rate key: a keyed hash, so addresses are never stored. */
export const ipKey = (c: Context<AppEnv>): string => keyedHash(c.var.deps.secrets.server, 'ip', requestClient(c));

/**
 * Generates, stores and texts a code to `phone`; answers 200, or 429 when a limit applies,
 * or 502 when the gateway fails. The code itself is never logged or returned.
 */
export async function sendCode(
  c: Context<AppEnv>,
  phone: string,
  purpose: 'verify' | 'sign-in',
  profile?: Record<string, unknown>,
): Promise<Response> {
  const { deps, tenant, limits } = c.var;
  const code = generateCode();
  const now = deps.clock();
  const verdict = await storeCode(
    deps.store,
    deps.secrets.server,
    { tenant: tenant.slug, phone, purpose, code, ipKey: ipKey(c), profile },
    now,
    limits.sendsPerIpPerHour,
  );
  if (!verdict.ok) {
    deps.logger.info('verify.send_refused', { tenant: tenant.slug, reason: verdict.reason });
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return c.json({ error: TOO_MANY, retry_after: verdict.retryAfterSeconds }, 429);
  }
  try {
    await deps.sms.send(phone, `${code} is your ${tenant.site.name} verification code. It expires in 10 minutes.`);
  } catch {
    deps.logger.error('verify.sms_failed', { tenant: tenant.slug });
    return c.json({ error: MESSAGES.unknown }, 502);
  }
  deps.logger.info('verify.code_sent', { tenant: tenant.slug, purpose });
  return c.json({ sent: true, resend_after: 60 });
}
