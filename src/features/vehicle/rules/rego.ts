/** Brisbane is UTC+10 all year (no daylight saving). */
const BRISBANE_OFFSET_MS = 10 * 3_600_000;

export const UNREGISTERED_TEXT = 'Unregistered';

const LONG_DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The calendar date (YYYY-MM-DD) of an ISO date or date-time, or null when unreadable. */
function calendarDate(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  if (match?.[1] === undefined) return null;
  return Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`)) ? null : match[1];
}

/**
 * spec/shopper §5: the rego line. A rego that expired before today (Brisbane date of `now`) reads
 * 'Unregistered' when the site shows it (features.showUnregistered), else null (row hidden); a
 * current rego reads 'Expires on 14 March 2027' (valid through its expiry day). Missing or
 * unreadable dates give null.
 * @param regoExpiry ISO date ('2027-03-14') or date-time.
 * @param now epoch milliseconds.
 */
export function regoText(regoExpiry: string | undefined, now: number, showUnregistered: boolean): string | null {
  if (regoExpiry === undefined) return null;
  const expiry = calendarDate(regoExpiry);
  if (expiry === null) return null;
  const today = new Date(now + BRISBANE_OFFSET_MS).toISOString().slice(0, 10);
  if (expiry < today) return showUnregistered ? UNREGISTERED_TEXT : null;
  return `Expires on ${LONG_DATE.format(new Date(`${expiry}T00:00:00Z`))}`;
}
