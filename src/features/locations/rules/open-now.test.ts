import { describe, expect, it } from 'vitest';
import { makeLocation, siteOneSales, weekdays } from './fixtures/spec-locations.ts';
import { isOpenAt } from './open-now.ts';

const BRISBANE = 'Australia/Brisbane'; // UTC+10, no daylight saving

describe('isOpenAt', () => {
  describe('regular hours on the location’s wall clock (site one Sales)', () => {
    it.each([
      ['2026-03-02T07:59:00+10:00', false, 'Monday before 8:00'],
      ['2026-03-02T08:00:00+10:00', true, 'Monday at opening'],
      ['2026-03-02T16:59:00+10:00', true, 'Monday before closing'],
      ['2026-03-02T17:00:00+10:00', false, 'Monday at closing'],
      ['2026-03-07T12:30:00+10:00', true, 'Saturday 12:30'],
      ['2026-03-07T13:30:00+10:00', false, 'Saturday after 1:00pm'],
      ['2026-03-08T10:00:00+10:00', false, 'Sunday'],
    ])('%s → %s (%s)', (iso, expected) => {
      expect(isOpenAt(siteOneSales, new Date(iso), BRISBANE)).toBe(expected);
    });

    it('reads the weekday in the given time zone, not UTC', () => {
      // Sunday 23:30 UTC is Monday 9:30 in Brisbane.
      expect(isOpenAt(siteOneSales, new Date('2026-03-01T23:30:00Z'), BRISBANE)).toBe(true);
      expect(isOpenAt(siteOneSales, new Date('2026-03-01T23:30:00Z'), 'UTC')).toBe(false);
    });

    it('follows daylight saving in Sydney', () => {
      // 21:30 UTC on Sunday 1 March 2026 is 8:30am Monday in Sydney (UTC+11).
      expect(isOpenAt(siteOneSales, new Date('2026-03-01T21:30:00Z'), 'Australia/Sydney')).toBe(true);
    });
  });

  describe('special hours win for their date', () => {
    const holiday = makeLocation({
      id: 9,
      name: 'Holiday',
      contact_detail: {
        opening_hours: weekdays('08:00', '17:00'),
        special_hours: [
          { date: '2026-04-03', name: 'Good Friday', status: 'closed' },
          { date: '2026-12-24', name: 'Christmas Eve', status: 'open', start_hour: '08:00', end_hour: '12:00' },
          { date: '2026-12-31', name: 'New Year’s Eve', status: 'open' },
        ],
      },
    });

    it('closed on a closed special day', () => {
      expect(isOpenAt(holiday, new Date('2026-04-03T10:00:00+10:00'), BRISBANE)).toBe(false);
    });

    it('uses the special range on a shortened day', () => {
      expect(isOpenAt(holiday, new Date('2026-12-24T11:00:00+10:00'), BRISBANE)).toBe(true);
      expect(isOpenAt(holiday, new Date('2026-12-24T13:00:00+10:00'), BRISBANE)).toBe(false);
    });

    it('falls back to regular hours for an open special day without hours', () => {
      expect(isOpenAt(holiday, new Date('2026-12-31T16:00:00+10:00'), BRISBANE)).toBe(true);
    });
  });
});
