import { callJson } from './api.ts';

export interface SessionUser {
  id: string;
  phone: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** GET /api/auth/me: the signed-in shopper, or undefined. */
export async function currentUser(): Promise<SessionUser | undefined> {
  const answer = await callJson<{ user: SessionUser }>('GET', '/api/auth/me');
  return answer.ok ? answer.data.user : undefined;
}

/** POST /api/auth/sign-out. */
export async function signOut(): Promise<void> {
  await callJson('POST', '/api/auth/sign-out', {});
}
