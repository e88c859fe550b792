import { describe, expect, it } from 'vitest';
import { formatHoursRange, formatTime, minutesOf } from './hours-format.ts';

describe('hours format', () => {
  describe('spec examples: a morning-to-afternoon range drops the opening am', () => {
    it.each([
      ['08:00', '17:00', '8:00-5:00pm'],
      ['08:30', '13:00', '8:30-1:00pm'],
      ['07:45', '17:00', '7:45-5:00pm'],
      ['07:30', '16:30', '7:30-4:30pm'],
      ['08:00', '16:00', '8:00-4:00pm'],
    ])('%s to %s → %s', (open, close, expected) => {
      expect(formatHoursRange(open, close)).toBe(expected);
    });
  });

  describe('other ranges keep both suffixes', () => {
    it.each([
      ['13:00', '17:00', '1:00pm-5:00pm'],
      ['06:00', '11:30', '6:00am-11:30am'],
      ['00:00', '24:00', '12:00am-12:00am'],
    ])('%s to %s → %s', (open, close, expected) => {
      expect(formatHoursRange(open, close)).toBe(expected);
    });
  });

  describe('single times', () => {
    it('noon and midnight', () => {
      expect(formatTime('12:00')).toBe('12:00pm');
      expect(formatTime('00:15')).toBe('12:15am');
    });

    it('rejects malformed times', () => {
      expect(formatTime('25:00')).toBeUndefined();
      expect(formatHoursRange('8am', '17:00')).toBeUndefined();
      expect(minutesOf('24:30')).toBeUndefined();
      expect(minutesOf('17:45')).toBe(1065);
    });
  });
});
