import { describe, expect, it } from 'vitest';
import { createRandom } from './prng.ts';
import { generateVin, isValidVin, vinCheckDigit } from './vin.ts';

describe('VIN check digit', () => {
  it('matches known valid VINs', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
  });
  it('rejects a wrong check digit and forbidden letters', () => {
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP0427O8')).toBe(false);
  });
  it('generates valid VINs carrying the maker code', () => {
    const random = createRandom(3);
    for (let i = 0; i < 500; i++) {
      const vin = generateVin(random, 'JTM', 2020 + (i % 6));
      expect(isValidVin(vin)).toBe(true);
      expect(vin.startsWith('JTM')).toBe(true);
    }
  });
});
