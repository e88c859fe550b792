import { z } from 'astro/zod';
import { isRelativeDate, resolveDate } from './relative-date.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * A news post's `date` front matter: an ISO date or date-time ('2026-05-20T09:00:00+10:00'), or days from the build's
 * day for demo posts ('-40dT09:00:00+10:00'), kept as written: the content store reuses an unchanged file's entry on
 * later days, so the date is resolved where it is read. An unquoted YAML date arrives as a Date.
 */
export const NewsDateSetting = z.union([
  z
    .string()
    .refine(
      (text) => isRelativeDate(text) || (ISO_DAY.test(text) && !Number.isNaN(Date.parse(text))),
      "Use an ISO date, e.g. '2026-05-20T09:00:00+10:00', or days from the build's day, e.g. '-40dT09:00:00+10:00'",
    ),
  z.date(),
]);

/** The moment a post's `date` setting names when built on `today`. */
export function newsDate(setting: string | Date, today: Date): Date {
  return typeof setting === 'string' ? new Date(resolveDate(setting, today)) : setting;
}

/** The post's day as its author wrote it ('2026-11-21T09:00:00+10:00' → '2026-11-21', in the dealer's time zone). */
export function newsDay(setting: string | Date, today: Date): string {
  return typeof setting === 'string' ? resolveDate(setting, today).slice(0, 10) : setting.toISOString().slice(0, 10);
}
