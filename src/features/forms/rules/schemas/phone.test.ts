import { describe, expect, it } from 'vitest';
import { isAuMobile, isAuPhone, normalizeAuPhone } from './phone.ts';

describe('phone normalisation (spec/site §5: leading 61 becomes 0, digits only)', () => {
  it.each([
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['0412 345 678', '0412345678'],
    ['(07) 3333 4444', '0733334444'],
  ])('%s → %s', (raw, expected) => expect(normalizeAuPhone(raw)).toBe(expected));

  it('tells mobiles from landlines', () => {
    expect(isAuMobile('0412345678')).toBe(true);
    expect(isAuMobile('0733334444')).toBe(false);
    expect(isAuPhone('0733334444')).toBe(true);
    expect(isAuPhone('1300123456')).toBe(true);
    expect(isAuPhone('12345')).toBe(false);
  });
});
