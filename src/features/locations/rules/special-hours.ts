import type { SpecialHours } from '../../../config/location-schema.ts';
import { CLOSED_TEXT } from './opening-hours.ts';
import { formatHoursRange } from './hours-format.ts';

type SpecialHoursSource = { contact_detail: { special_hours?: readonly SpecialHours[] } };

/** One line of the holiday-hours dialog. */
export interface SpecialHoursRow {
  /** ISO date, e.g. '2026-12-25'. */
  date: string;
  /** e.g. 'Fri 25 Dec 2026'. */
  dateLabel: string;
  /** e.g. 'Christmas Day'; may be empty. */
  name: string;
  /** '9:00-1:00pm', or 'Closed'. An open day without hours reads 'Open'. */
  hours: string;
  closed: boolean;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-25' → 'Fri 25 Dec 2026' (calendar arithmetic only, no time zone involved). */
export function specialDateLabel(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday] ?? ''} ${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** The special hours entry for one local date ('YYYY-MM-DD'), if any (the first when duplicated). */
export function specialHoursOn(location: SpecialHoursSource, isoDate: string): SpecialHours | undefined {
  return (location.contact_detail.special_hours ?? []).find((entry) => entry.date === isoDate);
}

/** The entry's opening range as display text, or undefined when it gives no valid hours. */
export function specialRangeText(entry: SpecialHours): string | undefined {
  if (entry.start_hour === undefined || entry.end_hour === undefined) return undefined;
  return formatHoursRange(entry.start_hour, entry.end_hour);
}

/**
 * spec: holiday-hours dialog. Special hours on or after `today` ('YYYY-MM-DD', the caller's
 * local date), sorted by date.
 */
export function upcomingSpecialHours(location: SpecialHoursSource, today: string): SpecialHoursRow[] {
  return (location.contact_detail.special_hours ?? [])
    .filter((entry) => entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => {
      const closed = entry.status === 'closed';
      return {
        date: entry.date,
        dateLabel: specialDateLabel(entry.date),
        name: entry.name,
        hours: closed ? CLOSED_TEXT : (specialRangeText(entry) ?? 'Open'),
        closed,
      };
    });
}
