/** A wall-clock reading in one time zone. */
export interface ZonedClock {
  /** Local calendar date, 'YYYY-MM-DD'. */
  isoDate: string;
  /** 0 is Sunday, 6 is Saturday (as in opening hours). */
  weekday: number;
  /** Minutes after local midnight. */
  minutes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Reads `date` on the wall clock of an IANA time zone such as 'Australia/Brisbane'. */
export function zonedClock(date: Date, timeZone: string): ZonedClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    isoDate: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: WEEKDAYS.indexOf(part('weekday')),
    minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')),
  };
}
