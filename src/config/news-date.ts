import { z } from 'astro/zod';
import { isRelativeDate, resolveDate } from './relative-date.ts';

/**
 * A news post's `date` front matter: an absolute date ('2026-05-20T09:00:00+10:00'), or days from the build's day for
 * demo posts ('-40dT09:00:00+10:00'), kept as written: the content store reuses an unchanged file's entry on later
 * days, so the date is resolved where it is read (`newsDate`).
 */
export const NewsDateSetting = z.union([
  z.string().refine(isRelativeDate, "Days from the build's day, e.g. '-40dT09:00:00+10:00'"),
  z.coerce.date(),
]);

/** The date a post's `date` setting names when built on `today`. */
export function newsDate(setting: string | Date, today: Date): Date {
  return typeof setting === 'string' ? new Date(resolveDate(setting, today)) : setting;
}
