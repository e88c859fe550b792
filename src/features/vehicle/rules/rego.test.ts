import { describe, expect, it } from 'vitest';
import { regoText } from './rego.ts';

const now = Date.parse('2026-11-15T09:00:00+10:00');

describe('rego text (spec/shopper §5)', () => {
  it("current rego reads 'Expires on 14 March 2027'", () => {
    expect(regoText('2027-03-14', now, false)).toBe('Expires on 14 March 2027');
  });
  it('reads an ISO date-time by its date', () => {
    expect(regoText('2027-03-14T00:00:00Z', now, false)).toBe('Expires on 14 March 2027');
  });
  it('is still current on its expiry day (Brisbane date)', () => {
    expect(regoText('2026-11-15', now, true)).toBe('Expires on 15 November 2026');
  });
  it("expired reads 'Unregistered' where the site shows it", () => {
    expect(regoText('2026-11-14', now, true)).toBe('Unregistered');
  });
  it('expired is hidden elsewhere', () => {
    expect(regoText('2026-11-14', now, false)).toBeNull();
  });
  it('uses the Brisbane date: 23:30 UTC on 14 Nov is already 15 Nov', () => {
    expect(regoText('2026-11-14', Date.parse('2026-11-14T23:30:00Z'), true)).toBe('Unregistered');
  });
  it('missing or unreadable dates are hidden', () => {
    expect(regoText(undefined, now, true)).toBeNull();
    expect(regoText('soon', now, true)).toBeNull();
  });
});
