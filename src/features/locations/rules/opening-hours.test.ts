import { describe, expect, it } from 'vitest';
import {
  makeLocation,
  siteOneSales,
  siteOneServiceAndParts,
  siteTwoParts,
  siteTwoService,
} from './fixtures/spec-locations.ts';
import { dailyHours, groupedHours } from './opening-hours.ts';

const text = (rows: { days: string; hours: string }[]): string[] => rows.map((r) => `${r.days} ${r.hours}`);

describe('opening hours', () => {
  describe('spec: identical consecutive days are grouped, five matching weekdays read Mon-Fri', () => {
    it('site one Sales: Mon-Fri 8:00-5:00pm, Sat 8:30-1:00pm, Sun closed', () => {
      expect(text(groupedHours(siteOneSales))).toEqual(['Mon-Fri 8:00-5:00pm', 'Sat 8:30-1:00pm', 'Sun Closed']);
    });

    it('site one Service & Parts: Mon-Fri 7:45-5:00pm, weekends closed', () => {
      expect(text(groupedHours(siteOneServiceAndParts))).toEqual(['Mon-Fri 7:45-5:00pm', 'Sat-Sun Closed']);
    });

    it('site two Service 7:30-4:30pm and Parts 8:00-4:00pm, weekends closed', () => {
      expect(text(groupedHours(siteTwoService))).toEqual(['Mon-Fri 7:30-4:30pm', 'Sat-Sun Closed']);
      // Parts lists no weekend entries at all: missing days are closed.
      expect(text(groupedHours(siteTwoParts))).toEqual(['Mon-Fri 8:00-4:00pm', 'Sat-Sun Closed']);
    });

    it('does not group days that differ midweek', () => {
      const late = makeLocation({
        id: 5,
        name: 'Late Thursday',
        contact_detail: {
          opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({
            weekday,
            status: 'open' as const,
            open: '08:00',
            close: weekday === 4 ? '20:00' : '17:00',
          })),
        },
      });
      expect(text(groupedHours(late))).toEqual([
        'Mon-Wed 8:00-5:00pm',
        'Thu 8:00-8:00pm',
        'Fri 8:00-5:00pm',
        'Sat-Sun Closed',
      ]);
    });
  });

  describe('spec: the hours table runs Monday to Sunday', () => {
    it('gives seven rows, Monday first', () => {
      expect(text(dailyHours(siteOneSales))).toEqual([
        'Mon 8:00-5:00pm',
        'Tue 8:00-5:00pm',
        'Wed 8:00-5:00pm',
        'Thu 8:00-5:00pm',
        'Fri 8:00-5:00pm',
        'Sat 8:30-1:00pm',
        'Sun Closed',
      ]);
    });

    it('joins split shifts in opening order', () => {
      const lunch = makeLocation({
        id: 6,
        name: 'Lunch Break',
        contact_detail: {
          opening_hours: [
            { weekday: 1, status: 'open', open: '13:00', close: '17:00' },
            { weekday: 1, status: 'open', open: '08:00', close: '12:00' },
          ],
        },
      });
      expect(dailyHours(lunch)[0]?.hours).toBe('8:00-12:00pm, 1:00pm-5:00pm');
    });
  });

  describe("spec: closed days show 'Closed', or 'Enquire Now' for configured locations", () => {
    it('uses Enquire Now for a configured id only', () => {
      expect(text(groupedHours(siteOneServiceAndParts, { enquireWhenClosedIds: [12] }))).toEqual([
        'Mon-Fri 7:45-5:00pm',
        'Sat-Sun Enquire Now',
      ]);
      expect(text(groupedHours(siteOneSales, { enquireWhenClosedIds: [12] }))).toContain('Sun Closed');
    });

    it("falls back to 'Closed' when no hours exist", () => {
      const none = makeLocation({ id: 7, name: 'No Hours' });
      expect(groupedHours(none)).toEqual([{ days: 'Mon-Sun', hours: 'Closed', closed: true }]);
    });

    it('treats an open entry without times as closed', () => {
      const partial = makeLocation({
        id: 8,
        name: 'Partial',
        contact_detail: { opening_hours: [{ weekday: 1, status: 'open' }] },
      });
      expect(dailyHours(partial)[0]).toEqual({ days: 'Mon', hours: 'Closed', closed: true });
    });
  });
});
