import { describe, expect, it } from 'vitest';
import { callPhone, displayPhone, formatPhone, maskPhone, phoneHref } from './dealer-phone.ts';

describe('call phone choice (spec/shopper §5: override, then car type, then location)', () => {
  const phones = { override: '1300 111 222', byCarType: { used: '07 3000 1111' } };
  it('takes the override first', () => {
    expect(callPhone(phones, 'used', '07 3000 0000')).toBe('1300 111 222');
  });
  it('then the car-type number', () => {
    expect(callPhone({ byCarType: phones.byCarType }, 'used', '07 3000 0000')).toBe('07 3000 1111');
  });
  it('then the location phone', () => {
    expect(callPhone({ byCarType: phones.byCarType }, 'new', '07 3000 0000')).toBe('07 3000 0000');
  });
  it('skips blank numbers and gives null when none', () => {
    expect(callPhone({ override: ' ', byCarType: {} }, 'new', undefined)).toBeNull();
  });
});

describe('phone formatting (0X XXXX XXXX, +61 → 0)', () => {
  it.each([
    ['0730001234', '07 3000 1234'],
    ['+61 7 3000 1234', '07 3000 1234'],
    ['61730001234', '07 3000 1234'],
    ['(07) 3000-1234', '07 3000 1234'],
    ['+61412345678', '04 1234 5678'],
    ['1300000000', '1300 000 000'],
    ['1800 123 456', '1800 123 456'],
    ['131313', '13 13 13'],
    ['12345', '12345'],
  ])('%s → %s', (raw, formatted) => {
    expect(formatPhone(raw)).toBe(formatted);
  });
  it('links with digits only', () => {
    expect(phoneHref('+61 7 3000 1234')).toBe('tel:0730001234');
  });
});

describe('phone masking (after the first 5 characters until revealed)', () => {
  it("masks '07 3000 1234' as '07 30XX XXXX'", () => {
    expect(maskPhone('07 3000 1234')).toBe('07 30XX XXXX');
  });
  it("masks '1300 000 000' as '1300 XXX XXX'", () => {
    expect(maskPhone('1300 000 000')).toBe('1300 XXX XXX');
  });
  it('shows masked until clicked', () => {
    expect(displayPhone('0730001234', false, false)).toBe('07 30XX XXXX');
    expect(displayPhone('0730001234', false, true)).toBe('07 3000 1234');
  });
  it('shows in full when the site reveals by default', () => {
    expect(displayPhone('0730001234', true, false)).toBe('07 3000 1234');
  });
});
