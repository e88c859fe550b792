import { describe, expect, it } from 'vitest';
import { isCalendarDate, isWithinBookingWindow, lastBookingDay } from './calendar-date.ts';

describe('calendar dates (test-drive day, appointment times)', () => {
  describe('a day on the calendar, written YYYY-MM-DD', () => {
    it.each(['2026-01-31', '2028-02-29', '2000-02-29', '2026-12-31'])('%s is', (date) => {
      expect(isCalendarDate(date)).toBe(true);
    });
    it.each([
      '2027-02-31',
      '2026-02-30',
      '2027-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '2026-01-01T00:00',
    ])('%s is not', (date) => {
      expect(isCalendarDate(date)).toBe(false);
    });
  });
  describe('the 12-month booking window', () => {
    it('runs to the same day number a year on', () => {
      expect(isWithinBookingWindow('2026-07-01', '2025-07-01')).toBe(true);
      expect(isWithinBookingWindow('2026-07-02', '2025-07-01')).toBe(false);
      expect(isWithinBookingWindow('2027-02-28', '2026-02-28')).toBe(true);
      expect(isWithinBookingWindow('2029-02-28', '2028-02-29')).toBe(true);
      expect(isWithinBookingWindow('2029-03-01', '2028-02-29')).toBe(false);
      expect(isWithinBookingWindow('9999-12-31', '2025-07-01')).toBe(false);
      // The picker's max: the same day 12 months on, across a year end too.
      expect([lastBookingDay('2025-07-01'), lastBookingDay('2026-12-31')]).toEqual(['2026-07-01', '2027-12-31']);
    });
  });
});
