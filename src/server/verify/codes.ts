import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** spec/site §9 and decision 9: 6 digits, 10 minutes, 5 checks, 5 sends per phone per 10 minutes, 60 s between sends. */
export const CODE_RULES = {
  length: 6,
  validMs: 10 * 60_000,
  maxChecks: 5,
  sendsPerWindow: 5,
  sendWindowMs: 10 * 60_000,
  resendCooldownMs: 60_000,
} as const;

/** A 6-digit code from the cryptographic RNG, zero-padded. */
export const generateCode = (): string =>
  randomInt(0, 10 ** CODE_RULES.length)
    .toString()
    .padStart(CODE_RULES.length, '0');

/** What the store keeps instead of the code: HMAC-SHA256 keyed by the server secret, bound to phone and purpose. */
export const codeDigest = (secret: string, phone: string, purpose: string, code: string): string =>
  createHmac('sha256', secret).update(`code:${purpose}:${phone}:${code}`).digest('hex');

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Keyed hash for values that must be compared but not stored (IP addresses, session tokens). */
export const keyedHash = (secret: string, kind: string, value: string): string =>
  createHmac('sha256', secret).update(`${kind}:${value}`).digest('hex');
