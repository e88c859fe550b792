import type { Location, SpecialHours } from '../../../config/location-schema.ts';
import { rangesOn, WEEK_ORDER } from './opening-hours.ts';
import { specialRangeText } from './special-hours.ts';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A schema.org OpeningHoursSpecification; times are 24-hour 'HH:MM'. */
export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

type JsonLdSource = Pick<Location, 'contact_detail'>;

/** A special day's range; closed is '00:00'-'00:00'; open without valid hours says nothing. */
function specialRange(entry: SpecialHours): { opens: string; closes: string } | undefined {
  if (entry.status === 'closed') return { opens: '00:00', closes: '00:00' };
  if (entry.start_hour === undefined || entry.end_hour === undefined || specialRangeText(entry) === undefined)
    return undefined;
  return { opens: entry.start_hour, closes: entry.end_hour };
}

/**
 * The location's weekly hours for JSON-LD: one object per distinct range with every day
 * that has it (Monday first), closed days omitted. Special hours on or after `today`
 * ('YYYY-MM-DD') follow as one-day objects; a closed day is opens = closes = '00:00',
 * as schema.org advises.
 */
export function openingHoursSpecification(location: JsonLdSource, today?: string): OpeningHoursSpecification[] {
  const byRange = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const weekday of WEEK_ORDER) {
    for (const { open, close } of rangesOn(location.contact_detail.opening_hours, weekday)) {
      const key = `${open}-${close}`;
      const group = byRange.get(key) ?? { opens: open, closes: close, days: [] };
      group.days.push(DAY_NAMES[weekday]);
      byRange.set(key, group);
    }
  }
  const weekly = [...byRange.values()].map(
    ({ opens, closes, days }): OpeningHoursSpecification => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens,
      closes,
    }),
  );
  if (today === undefined) return weekly;
  const special = location.contact_detail.special_hours
    .filter((entry) => entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((entry): OpeningHoursSpecification[] => {
      const range = specialRange(entry);
      return range === undefined
        ? []
        : [{ '@type': 'OpeningHoursSpecification', ...range, validFrom: entry.date, validThrough: entry.date }];
    });
  return [...weekly, ...special];
}
