import type { Context } from 'hono';

/**
 * The client address for per-IP limits where there is no socket to read (Workers, Pages): Cloudflare's
 * cf-connecting-ip, which the platform always sets; without it, the entry the nearest proxy appended to
 * X-Forwarded-For (the rightmost: a client cannot choose it); without either, 'unknown' (such clients share
 * one budget). The Node runtime passes its own resolver that reads the socket. Both are keyed the same way
 * (verify/send.ts ipKey).
 */
export const platformClientIp = (c: Context): string =>
  platformAddress({ forwardedFor: c.req.header('x-forwarded-for'), cfConnectingIp: c.req.header('cf-connecting-ip') });

export function platformAddress(headers: {
  forwardedFor?: string | undefined;
  cfConnectingIp?: string | undefined;
}): string {
  return clientAddress({ kind: 'cloudflare' }, clientAddress({ kind: 'hops', hops: 1 }, 'unknown', headers), headers);
}

/**
 * Which proxies stand in front of the Node server (TRUST_PROXY): none (the socket is the client),
 * a number of trusted hops that each append the address they saw to X-Forwarded-For, or Cloudflare
 * (its cf-connecting-ip).
 */
export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'cloudflare' };

/** TRUST_PROXY: unset or '0' trusts nothing, 'cloudflare' trusts cf-connecting-ip, a count n trusts n proxy hops. */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  if (value === 'cloudflare') return { kind: 'cloudflare' };
  const hops = Number(value);
  return value && Number.isInteger(hops) && hops > 0 ? { kind: 'hops', hops } : { kind: 'none' };
}

/**
 * The client's address. Behind n trusted proxies it is the n-th X-Forwarded-For entry from the
 * right: the leftmost entries are whatever the client sent, only the ones the proxies appended
 * can be believed. Without a usable header the socket's peer address is the client.
 */
export function clientAddress(
  trust: ProxyTrust,
  socket: string | undefined,
  headers: { forwardedFor?: string | undefined; cfConnectingIp?: string | undefined },
): string {
  if (trust.kind === 'cloudflare' && headers.cfConnectingIp) return headers.cfConnectingIp.trim();
  if (trust.kind === 'hops' && headers.forwardedFor) {
    const entries = headers.forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = entries[entries.length - trust.hops];
    if (entry) return entry;
  }
  return socket ?? 'unknown';
}

/** Whether the shopper reached the site over https: the request URL, or the trusted proxy's X-Forwarded-Proto. */
export function servedOverHttps(trust: ProxyTrust, url: string, forwardedProto: string | undefined): boolean {
  if (new URL(url).protocol === 'https:') return true;
  if (trust.kind === 'none' || !forwardedProto) return false;
  // Each trusted hop may append its own scheme; the client-facing one is the first the proxies wrote.
  const schemes = forwardedProto.split(',').map((s) => s.trim().toLowerCase());
  const scheme = trust.kind === 'hops' ? schemes[Math.max(0, schemes.length - trust.hops)] : schemes[0];
  return scheme === 'https';
}
