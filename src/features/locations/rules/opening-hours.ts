import type { Location, OpeningHour } from '../../../config/location-schema.ts';
import { formatHoursRange, minutesOf } from './hours-format.ts';

/** spec: fallback text when no hours exist, and the text for a closed day. */
export const CLOSED_TEXT = 'Closed';
/** spec: closed days read 'Enquire Now' for configured locations. */
export const ENQUIRE_WHEN_CLOSED_TEXT = 'Enquire Now';

/** Weekday numbers in table order, Monday to Sunday (0 is Sunday in the data). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** One row of an hours table: 'Mon-Fri' '8:00-5:00pm', or 'Sun' 'Closed'. */
export interface HoursRow {
  /** 'Mon', or a run of consecutive days such as 'Mon-Fri' or 'Sat-Sun'. */
  days: string;
  /** '8:00-5:00pm' (several ranges joined by ', '), 'Closed' or 'Enquire Now'. */
  hours: string;
  closed: boolean;
}

/** Which closed-day wording a location uses; from LocationsDisplay.enquireWhenClosedIds. */
export interface ClosedWording {
  enquireWhenClosedIds?: readonly number[];
}

type HoursSource = Pick<Location, 'id'> & { contact_detail: { opening_hours?: readonly OpeningHour[] } };

/** The open ranges of one weekday in opening order; empty when closed, missing or malformed. */
export function rangesOn(hours: readonly OpeningHour[], weekday: number): { open: string; close: string }[] {
  const ranges: { open: string; close: string }[] = [];
  for (const { weekday: day, status, open, close } of hours) {
    if (day !== weekday || status !== 'open' || open === undefined || close === undefined) continue;
    if (formatHoursRange(open, close) !== undefined) ranges.push({ open, close });
  }
  return ranges.sort((a, b) => (minutesOf(a.open) ?? 0) - (minutesOf(b.open) ?? 0));
}

/**
 * Seven rows, Monday to Sunday (the location detail table). A day without an open entry,
 * or with no hours at all, reads 'Closed' ('Enquire Now' for the configured location ids).
 */
export function dailyHours(location: HoursSource, wording: ClosedWording = {}): HoursRow[] {
  const hours = location.contact_detail.opening_hours ?? [];
  const closedText =
    wording.enquireWhenClosedIds?.includes(location.id) === true ? ENQUIRE_WHEN_CLOSED_TEXT : CLOSED_TEXT;
  return WEEK_ORDER.map((weekday) => {
    const ranges = rangesOn(hours, weekday).map(({ open, close }) => formatHoursRange(open, close));
    const closed = ranges.length === 0;
    return { days: WEEKDAY_SHORT[weekday], hours: closed ? closedText : ranges.join(', '), closed };
  });
}

/**
 * spec: identical consecutive days are grouped, Monday to Sunday: five matching weekdays
 * read 'Mon-Fri', e.g. [Mon-Fri 8:00-5:00pm, Sat 8:30-1:00pm, Sun Closed].
 */
export function groupedHours(location: HoursSource, wording: ClosedWording = {}): HoursRow[] {
  const rows: { first: string; last: string; hours: string; closed: boolean }[] = [];
  for (const day of dailyHours(location, wording)) {
    const previous = rows.at(-1);
    if (previous !== undefined && previous.hours === day.hours && previous.closed === day.closed)
      previous.last = day.days;
    else rows.push({ first: day.days, last: day.days, hours: day.hours, closed: day.closed });
  }
  return rows.map(({ first, last, hours, closed }) => ({
    days: first === last ? first : `${first}-${last}`,
    hours,
    closed,
  }));
}
