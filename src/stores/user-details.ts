import { persistentMap } from '@nanostores/persistent';

/** spec/shopper §3 'Site user details' kept locally: only when the site's storeUserDetails is on. */
export type UserDetails = {
  name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
};

const KEYS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;

export const $userDetails = persistentMap<UserDetails>('ds:user-details:');

/** Remembers the contact fields a shopper sent (non-empty strings only) when the site allows it. */
export function rememberUserDetails(enabled: boolean, values: Readonly<Record<string, unknown>>): void {
  if (!enabled) return;
  for (const key of KEYS) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') $userDetails.setKey(key, value.trim());
  }
}

/** The stored details to prefill a form with; nothing when the site does not store details. */
export function prefillDetails(enabled: boolean): UserDetails {
  return enabled ? { ...$userDetails.get() } : {};
}
