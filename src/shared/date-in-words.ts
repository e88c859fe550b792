/** A date as day, full month name and year, e.g. '3 November 2026' (UTC, so an ISO date reads as written). */
export function dateInWords(date: Date): string {
  return date.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
