import { describe, expect, it } from 'vitest';
import { makeLocation } from './fixtures/spec-locations.ts';
import { specialDateLabel, specialHoursOn, upcomingSpecialHours } from './special-hours.ts';

const location = makeLocation({
  id: 3,
  name: 'Holiday Hours',
  contact_detail: {
    special_hours: [
      { date: '2026-12-26', name: 'Boxing Day', status: 'open', start_hour: '09:00', end_hour: '13:00' },
      { date: '2026-01-26', name: 'Australia Day', status: 'closed' },
      { date: '2026-12-25', name: 'Christmas Day', status: 'closed' },
    ],
  },
});

describe('special hours', () => {
  describe('spec: holiday-hours dialog lists special hours', () => {
    it('lists upcoming entries sorted by date, today included', () => {
      expect(upcomingSpecialHours(location, '2026-12-25')).toEqual([
        { date: '2026-12-25', dateLabel: 'Fri 25 Dec 2026', name: 'Christmas Day', hours: 'Closed', closed: true },
        { date: '2026-12-26', dateLabel: 'Sat 26 Dec 2026', name: 'Boxing Day', hours: '9:00-1:00pm', closed: false },
      ]);
    });

    it('is empty when nothing is upcoming', () => {
      expect(upcomingSpecialHours(location, '2027-01-01')).toEqual([]);
    });
  });

  describe('lookup for one date', () => {
    it('finds the entry for the date', () => {
      expect(specialHoursOn(location, '2026-01-26')?.name).toBe('Australia Day');
      expect(specialHoursOn(location, '2026-01-27')).toBeUndefined();
    });

    it('labels dates by the calendar', () => {
      expect(specialDateLabel('2026-01-26')).toBe('Mon 26 Jan 2026');
    });
  });
});
