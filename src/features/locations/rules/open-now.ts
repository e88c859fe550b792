import type { Location } from '../../../config/location-schema.ts';
import { minutesOf } from './hours-format.ts';
import { rangesOn } from './opening-hours.ts';
import { specialHoursOn } from './special-hours.ts';
import { zonedClock } from './zoned-clock.ts';

type OpenSource = Pick<Location, 'contact_detail'>;

const within = (minutes: number, open: string, close: string): boolean => {
  const from = minutesOf(open);
  const to = minutesOf(close);
  return from !== undefined && to !== undefined && minutes >= from && minutes < to;
};

/**
 * Whether the location is open at `date` on the wall clock of `timeZone` (e.g.
 * 'Australia/Sydney'). Opening time is inclusive, closing time exclusive. A special hours
 * entry for that local date wins: closed, or open within its start and end hours; an open
 * special entry without hours falls back to the regular weekday hours.
 */
export function isOpenAt(location: OpenSource, date: Date, timeZone: string): boolean {
  const clock = zonedClock(date, timeZone);
  const special = specialHoursOn(location, clock.isoDate);
  if (special?.status === 'closed') return false;
  if (special?.start_hour !== undefined && special.end_hour !== undefined) {
    return within(clock.minutes, special.start_hour, special.end_hour);
  }
  return rangesOn(location.contact_detail.opening_hours, clock.weekday).some(({ open, close }) =>
    within(clock.minutes, open, close),
  );
}
