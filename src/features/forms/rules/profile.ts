/** What the functions know of a signed-in shopper (GET /api/auth/me). */
export interface VerifiedProfile {
  phone: string;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  email?: string | null | undefined;
}

/** Form values from a verified profile: name, last_name, email and the verified phone; empty parts left out. */
export function profileDetails(profile: VerifiedProfile): Record<string, string> {
  const entries: [string, string | null | undefined][] = [
    ['name', profile.first_name],
    ['last_name', profile.last_name],
    ['email', profile.email],
    ['phone', profile.phone],
  ];
  return Object.fromEntries(
    entries
      .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );
}
