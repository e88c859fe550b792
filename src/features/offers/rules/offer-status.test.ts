import { describe, expect, it } from 'vitest';
import { offerDate, offerStatus } from './offer-status.ts';

const window = { start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-24T23:59:59+10:00' };

describe('offer status', () => {
  it('writes the date as the dealer set it, day, full month and year', () => {
    expect(offerDate('2025-07-24T23:59:59+10:00')).toBe('24 July 2025');
    expect(offerDate('2026-01-05')).toBe('5 January 2026');
  });
  it('is live inside its window and says when it ends', () => {
    expect(offerStatus(window, Date.parse('2025-07-10T00:00:00Z'))).toEqual({
      live: true,
      text: 'Offer ends 24 July 2025.',
    });
    expect(offerStatus({}, Date.parse('2025-07-10T00:00:00Z'))).toEqual({ live: true, text: null });
  });
  it('says when an offer starts, and that an expired one has ended', () => {
    expect(offerStatus(window, Date.parse('2025-06-20T00:00:00Z'))).toEqual({
      live: false,
      text: 'Offer starts 1 July 2025.',
    });
    expect(offerStatus(window, Date.parse('2025-07-24T14:00:00Z'))).toEqual({
      live: false,
      text: 'This offer has ended.',
    });
  });
});
