import { describe, expect, it } from 'vitest';
import { makeLocation, siteOneSales, weekdays } from './fixtures/spec-locations.ts';
import { openingHoursSpecification } from './opening-hours-jsonld.ts';

describe('openingHoursSpecification', () => {
  describe('weekly hours, closed days omitted', () => {
    it('site one Sales: weekdays 08:00-17:00 and Saturday 08:30-13:00', () => {
      expect(openingHoursSpecification(siteOneSales)).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:00',
          closes: '17:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:30', closes: '13:00' },
      ]);
    });
  });

  describe('special hours from today on', () => {
    it('adds one-day objects; closed is 00:00 to 00:00', () => {
      const location = makeLocation({
        id: 4,
        name: 'Holidays',
        contact_detail: {
          opening_hours: weekdays('08:00', '17:00'),
          special_hours: [
            { date: '2026-12-25', status: 'closed' },
            { date: '2026-12-24', status: 'open', start_hour: '08:00', end_hour: '12:00' },
            { date: '2025-12-25', status: 'closed' },
            { date: '2026-12-31', status: 'open' },
          ],
        },
      });
      expect(openingHoursSpecification(location, '2026-06-01').slice(1)).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          opens: '08:00',
          closes: '12:00',
          validFrom: '2026-12-24',
          validThrough: '2026-12-24',
        },
        {
          '@type': 'OpeningHoursSpecification',
          opens: '00:00',
          closes: '00:00',
          validFrom: '2026-12-25',
          validThrough: '2026-12-25',
        },
      ]);
    });
  });
});
