import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DateTimeSetting, DaySetting, isRelativeDate, resolveDate, resolveDay, resolveYears } from './relative-date.ts';

const TODAY = new Date('2026-11-26T00:00:00Z');

describe('dates relative to the build (demo data)', () => {
  it("counts days from the build's UTC date, at 00:00 UTC or at the time and offset given", () => {
    expect(resolveDate('+30d', TODAY)).toBe('2026-12-26T00:00:00Z');
    expect(resolveDate('-5d', TODAY)).toBe('2026-11-21T00:00:00Z');
    expect(resolveDate('+0dT23:59:59+10:00', TODAY)).toBe('2026-11-26T23:59:59+10:00');
    expect(resolveDate('-400dT09:00:00+10:00', TODAY)).toBe('2025-10-22T09:00:00+10:00');
  });
  it('uses only the date of the clock it is given, whatever its time', () => {
    expect(resolveDate('+1d', new Date('2026-11-26T23:59:59Z'))).toBe('2026-11-27T00:00:00Z');
  });
  it('keeps an absolute date as written (real dealers)', () => {
    expect(resolveDate('2025-06-15T16:00:00+10:00', TODAY)).toBe('2025-06-15T16:00:00+10:00');
    expect(isRelativeDate('2025-06-15T16:00:00+10:00')).toBe(false);
  });
  it('accepts both forms in tenant files and refuses anything else', () => {
    for (const ok of ['2025-06-15T16:00:00+10:00', '+30d', '-12dT00:00:00Z', '+7dT16:00:00+10:00'])
      expect(v.safeParse(DateTimeSetting, ok).success, ok).toBe(true);
    for (const bad of ['30d', '+30', '+30 days', '+30dT25', 'tomorrow', '2025-06-15'])
      expect(v.safeParse(DateTimeSetting, bad).issues?.[0]?.message, bad).toBe(
        "Use an ISO date-time with offset, e.g. 2026-06-15T16:00:00+10:00, or days from the build, e.g. '+30d' or '+30dT23:59:59+10:00'",
      );
  });
  it("replaces year tokens with the build's year or one counted from it", () => {
    expect(resolveYears('COMING EARLY {year+1}', TODAY)).toBe('COMING EARLY 2027');
    expect(resolveYears('Since {year-3}, now {year}', TODAY)).toBe('Since 2023, now 2026');
    expect(resolveYears('COMING EARLY 2027', TODAY)).toBe('COMING EARLY 2027');
  });
  it("dates a yearly day ('--MM-DD') on its next occurrence, today included", () => {
    expect(resolveDay('--12-25', TODAY)).toBe('2026-12-25');
    expect(resolveDay('--01-26', TODAY)).toBe('2027-01-26');
    expect(resolveDay('--11-26', TODAY)).toBe('2026-11-26');
    expect(resolveDay('--11-25', TODAY)).toBe('2027-11-25');
    expect(resolveDay('2026-12-25', new Date('2031-01-01T00:00:00Z'))).toBe('2026-12-25');
    for (const ok of ['2026-12-25', '--12-25', '--01-01']) expect(v.safeParse(DaySetting, ok).success, ok).toBe(true);
    for (const bad of ['12-25', '--13-01', '--12-32', '-12-25', '2026-13-01'])
      expect(v.safeParse(DaySetting, bad).issues?.[0]?.message, bad).toBe(
        "Use an ISO date, e.g. 2026-12-25, or a day every year, e.g. '--12-25'",
      );
  });
});
