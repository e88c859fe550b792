import * as v from 'valibot';

/**
 * Demo tenants date their promos and news relative to the build, so a fresh build is never out of date:
 * '+30d' is 00:00 UTC thirty days after the build's day, '-12d' twelve days before it, and a time with its
 * offset may follow: '+30dT23:59:59+10:00' is 23:59:59 (+10:00) on that date. Real dealers write absolute dates.
 */
const RELATIVE_DATE = /^([+-]\d{1,4})d(?:T(\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})))?$/;
/** `{year}`, `{year+1}`, `{year-2}` in a text: the build's year, or a year counted from it. */
const YEAR_TOKEN = /\{year(?:([+-]\d{1,2}))?\}/g;
/** A day every year, ISO 8601's '--MM-DD' ('--12-25'): public holidays in demo opening hours. */
const ANNUAL_DATE = /^--(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAY_MS = 86_400_000;

/** A promo or slide time: absolute (ISO date-time with offset) or relative to the build ('+30dT23:59:59+10:00'). */
export const DateTimeSetting = v.union(
  [v.pipe(v.string(), v.isoTimestamp()), v.pipe(v.string(), v.regex(RELATIVE_DATE))],
  "Use an ISO date-time with offset, e.g. 2026-06-15T16:00:00+10:00, or days from the build, e.g. '+30d' or '+30dT23:59:59+10:00'",
);

/** Whether a setting counts days from the build ('-5dT09:00:00+10:00') rather than naming a date. */
export function isRelativeDate(text: string): boolean {
  return RELATIVE_DATE.test(text);
}

/**
 * The ISO date-time a setting names when built on `today` (its UTC date counts): a relative date resolved
 * ('+30dT23:59:59+10:00' on 2026-11-26 → '2026-12-26T23:59:59+10:00', '-5d' → '2026-11-21T00:00:00Z'),
 * an absolute one as written.
 */
export function resolveDate(text: string, today: Date): string {
  const match = RELATIVE_DATE.exec(text);
  if (match === null) return text;
  const day = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + Number(match[1]) * DAY_MS,
  );
  return `${day.toISOString().slice(0, 10)}T${match[2] ?? '00:00:00Z'}`;
}

/** A special-hours day: an ISO date ('2026-12-25') or the same day every year ('--12-25'). */
export const DaySetting = v.union(
  [v.pipe(v.string(), v.isoDate()), v.pipe(v.string(), v.regex(ANNUAL_DATE))],
  "Use an ISO date, e.g. 2026-12-25, or a day every year, e.g. '--12-25'",
);

/**
 * The ISO date a day setting names when built on `today`: a yearly day's next occurrence on or after today's UTC
 * date ('--01-26' on 2026-11-26 → '2027-01-26', '--11-26' → '2026-11-26'), an ISO date as written.
 */
export function resolveDay(text: string, today: Date): string {
  const match = ANNUAL_DATE.exec(text);
  if (match === null) return text;
  const on = (year: number) => `${year}-${match[1]}-${match[2]}`;
  const todayIso = today.toISOString().slice(0, 10);
  const year = today.getUTCFullYear();
  return on(year) >= todayIso ? on(year) : on(year + 1);
}

/** A text with its year tokens replaced ('COMING EARLY {year+1}' built in 2026 → 'COMING EARLY 2027'). */
export function resolveYears(text: string, today: Date): string {
  return text.replace(YEAR_TOKEN, (_, offset: string | undefined) =>
    String(today.getUTCFullYear() + Number(offset ?? 0)),
  );
}
