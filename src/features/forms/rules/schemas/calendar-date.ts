import * as v from 'valibot';
import { MESSAGES } from './messages.ts';

/** How far ahead a test drive can be asked for, in months (not in the spec: a year covers any real booking). */
export const BOOKING_WINDOW_MONTHS = 12;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in `month` (1 to 12) of `year`, leap years included. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether `value` is a day on the calendar written 'YYYY-MM-DD': '2028-02-29' is, '2027-02-31' and '2026-13-01' are not. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The last day of the booking window from `today` ('YYYY-MM-DD'): the same day number `BOOKING_WINDOW_MONTHS` on,
 * as text (a 29 February limit that does not exist still orders correctly against real dates).
 */
export function lastBookingDay(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const months = year * 12 + (month - 1) + BOOKING_WINDOW_MONTHS;
  return `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}${today.slice(7)}`;
}

/** Whether calendar date `date` is no later than `BOOKING_WINDOW_MONTHS` after `today` (both 'YYYY-MM-DD'). */
export function isWithinBookingWindow(date: string, today: string): boolean {
  return date <= lastBookingDay(today);
}

/** Today's date 'YYYY-MM-DD' in UTC: Australian dealerships are ahead of it, so their today always passes. */
export function utcToday(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** A calendar date 'YYYY-MM-DD', else 'Please choose a valid date.' */
export const CalendarDateSchema = v.pipe(v.string(MESSAGES.date), v.check(isCalendarDate, MESSAGES.date));

/** A time of day 'HH:MM' from 00:00 to 23:59, else 'Please choose a valid time between 00:00 and 23:59.' */
export const TimeOfDaySchema = v.pipe(v.string(MESSAGES.time), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, MESSAGES.time));

/** A test-drive day: on the calendar, not gone (UTC today) and within the booking window; one message each. */
export const BookingDateSchema = v.pipe(
  CalendarDateSchema,
  // A pipe runs every check after a failed one: these speak only of real dates.
  v.check((date) => !isCalendarDate(date) || date >= utcToday(), MESSAGES.pastDate),
  v.check((date) => !isCalendarDate(date) || isWithinBookingWindow(date, utcToday()), MESSAGES.bookingWindow),
);
