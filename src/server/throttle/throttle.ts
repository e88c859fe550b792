import type { Context } from 'hono';
import type { AppEnv } from '../deps.ts';
import { platformClientIp } from '../http/client-ip.ts';

/** The answer to a throttled request (with a Retry-After header). */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

const MINUTE_MS = 60_000;

/** The client's address as the platform resolves it (socket, trusted proxy header, or Cloudflare's). */
export const requestClient = (c: Context<AppEnv>): string => (c.var.deps.clientIp ?? platformClientIp)(c);

/**
 * Writes are throttled by kind, each with its own budgets, so a flood of one kind never uses up
 * another's: 'leads' (POST /api/leads, PATCH /api/leads/:id), 'records' (valuations, phone reveals),
 * 'quotes' (POST /api/youx/quote) and 'customers' (POST /api/youx/create-customer, which forwards
 * personal data to the broker), 'reservations' (POST /api/reservations and its cancellations), 'spins'
 * (POST /api/spin-to-win) and 'payments' (POST /api/online-payments). Quotes follow the calculator's sliders, so they never spend the budget of the application that follows them.
 */
export type WriteKind = 'leads' | 'records' | 'quotes' | 'customers' | 'reservations' | 'spins' | 'payments';

/**
 * Spends one of this client's writes of `kind` on this tenant and one of the tenant's (token buckets,
 * `limits.writesPerClientPerMinute` and `limits.writesPerTenantPerMinute`). Answers the 429 to send,
 * or undefined when the write may go ahead. Called after validation, so only storable writes count.
 */
export function throttleWrite(c: Context<AppEnv>, kind: WriteKind): Response | undefined {
  const { tenant, limits } = c.var;
  const scale = kind === 'quotes' ? QUOTES_PER_WRITE : 1;
  return take(c, [
    {
      key: `${kind}:${tenant.slug}:${requestClient(c)}`,
      rule: { capacity: limits.writesPerClientPerMinute * scale, perMs: MINUTE_MS },
    },
    { key: `${kind}:${tenant.slug}`, rule: { capacity: limits.writesPerTenantPerMinute * scale, perMs: MINUTE_MS } },
  ]);
}

/**
 * A quote follows the finance page's sliders (one 500 ms after the shopper stops moving them) and stores
 * nothing, so its budgets are this many times the write budgets: a shopper trying terms and deposits never
 * meets a 429, while broker calls stay bounded per client and per tenant.
 */
export const QUOTES_PER_WRITE = 6;

/**
 * Questions that reveal something about a phone, each kind with its own budget: 'contacts'
 * (GET /api/check-if-contact-exists) and 'send-checks' (POST /api/rate-limit).
 */
export type LookupKind = 'contacts' | 'send-checks';

/**
 * Spends one of this client's lookups of `kind` on this tenant (`limits.lookupsPerClientPerMinute`);
 * the 429 carries `error` (default TOO_MANY_REQUESTS).
 */
export function throttleLookup(c: Context<AppEnv>, kind: LookupKind, error = TOO_MANY_REQUESTS): Response | undefined {
  const { tenant, limits } = c.var;
  return take(
    c,
    [
      {
        key: `lookup:${kind}:${tenant.slug}:${requestClient(c)}`,
        rule: { capacity: limits.lookupsPerClientPerMinute, perMs: MINUTE_MS },
      },
    ],
    error,
  );
}

function take(
  c: Context<AppEnv>,
  entries: Parameters<AppEnv['Variables']['buckets']['takeAll']>[0],
  error = TOO_MANY_REQUESTS,
): Response | undefined {
  const verdict = c.var.buckets.takeAll(entries, c.var.deps.clock());
  if (verdict.ok) return undefined;
  c.var.deps.logger.info('request.throttled', { tenant: c.var.tenant.slug, path: c.req.path });
  c.header('Retry-After', String(verdict.retryAfterSeconds));
  return c.json({ error, retry_after: verdict.retryAfterSeconds }, 429);
}
