import type { Context } from 'hono';
import type { AppEnv } from '../deps.ts';
import { VERIFICATION_HEADER } from '../../features/forms/rules/verification-header.ts';
import { fieldErrors } from '../http/errors.ts';
import { keyedHash, sameDigest } from './codes.ts';

/**
 * spec/site §4 finance submit: "verify the code, then send the lead and create the customer". A checked code answers
 * a proof, sent back in VERIFICATION_HEADER with the lead and the customer, so neither is taken for a phone that was
 * never verified. It names the tenant and the phone and lasts long enough for the shopper to retry a failed submit.
 */
export const VERIFIED_FOR_MS = 30 * 60_000;
export const VERIFY_FIRST = 'Please verify your mobile number: send a code to it and enter the code.';

const mac = (secret: string, tenant: string, phone: string, expires: number): string =>
  keyedHash(secret, 'verified-phone', `${tenant}:${phone}:${expires}`);

/** The proof that `phone` was verified on `tenant` at `now`. */
export function phoneProof(secret: string, tenant: string, phone: string, now: number): string {
  const expires = now + VERIFIED_FOR_MS;
  return `${expires}.${mac(secret, tenant, phone, expires)}`;
}

/** Whether `proof` says `phone` was verified on `tenant` within the last VERIFIED_FOR_MS. */
export function isPhoneProof(
  secret: string,
  tenant: string,
  phone: string,
  proof: string | undefined,
  now: number,
): boolean {
  const [expiry = '', digest = ''] = (proof ?? '').split('.');
  const expires = Number(expiry);
  if (!/^\d{1,15}$/.test(expiry) || expires <= now || expires > now + VERIFIED_FOR_MS) return false;
  return sameDigest(digest, mac(secret, tenant, phone, expires));
}

/** 403 naming the code field unless the request carries a proof for `phone`; undefined when it does. */
export function requireVerifiedPhone(c: Context<AppEnv>, phone: string): Response | undefined {
  const { deps, tenant } = c.var;
  if (isPhoneProof(deps.secrets.server, tenant.slug, phone, c.req.header(VERIFICATION_HEADER), deps.clock()))
    return undefined;
  return fieldErrors(c, { code: VERIFY_FIRST }, 403);
}
