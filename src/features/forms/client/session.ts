import { hasSignedInHint } from '../rules/signed-in-hint.ts';
import { callJson } from './api.ts';

export interface SessionUser {
  id: string;
  phone: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/**
 * Whether this browser may be signed in (the session's readable hint); false needs no call to the functions. A hint
 * left by a session the functions no longer know is cleared by their 401 answer.
 */
export function maybeSignedIn(): boolean {
  return hasSignedInHint(document.cookie);
}

/** GET /api/auth/me: the signed-in shopper, or undefined (without asking when this browser never signed in). */
export async function currentUser(): Promise<SessionUser | undefined> {
  if (!maybeSignedIn()) return undefined;
  const answer = await callJson<{ user: SessionUser }>('GET', '/api/auth/me');
  return answer.ok ? answer.data.user : undefined;
}

/** POST /api/auth/sign-out. */
export async function signOut(): Promise<void> {
  await callJson('POST', '/api/auth/sign-out', {});
}
