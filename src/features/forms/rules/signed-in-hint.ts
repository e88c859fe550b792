/**
 * A cookie pages may read, set and cleared with the session: it says only that this browser signed in, so the pages
 * of a signed-out shopper ask the functions nothing (no 401 for the watchlist or the account on every page). The
 * session itself stays in its HttpOnly cookie.
 */
export const SIGNED_IN_HINT = 'ds_signed_in';

/** Whether `cookies` (document.cookie) carry the hint. */
export const hasSignedInHint = (cookies: string): boolean =>
  cookies.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_HINT}=1`);
