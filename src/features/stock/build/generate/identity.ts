import type { Random } from './prng.ts';

/** URL-safe slug part: lower case, digits and single hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Unique car slug such as '2021-toyota-rav4-gx-12345' (the id keeps it unique). */
export function carSlug(year: number, make: string, model: string, badge: string, id: number): string {
  return slugify(`${year} ${make} ${model} ${badge} ${id}`);
}

const NVIC_CHARS = [...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'];

/** A six-character NVIC-style code (Glass's vehicle identifier). */
export function generateNvic(random: Random): string {
  let nvic = '';
  for (let i = 0; i < 6; i++) nvic += random.pick(NVIC_CHARS);
  return nvic;
}

/** ISO date (yyyy-mm-dd) of a Unix-seconds time. */
export function isoDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** 'yyyy-mm' of a year and month (1-12). */
export function yearMonth(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}
