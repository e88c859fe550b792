import { describe, expect, it } from 'vitest';
import { latestOffer } from './latest-offer.ts';

const now = Date.parse('2026-11-26T00:00:00Z');

describe('latest offer (franchise home block)', () => {
  it('is the running offer that started last', () => {
    const cards = [
      { id: 'old', start: '2026-09-01T00:00:00+10:00' },
      { id: 'newest', start: '2026-11-01T00:00:00+10:00' },
      { id: 'always' },
    ];
    expect(latestOffer(cards, now)?.id).toBe('newest');
  });

  it('leaves out offers that have not started or have ended', () => {
    const cards = [
      { id: 'future', start: '2026-12-01T00:00:00+10:00' },
      { id: 'ended', start: '2026-11-10T00:00:00+10:00', expiry: '2026-11-20T00:00:00+10:00' },
      { id: 'always' },
    ];
    expect(latestOffer(cards, now)?.id).toBe('always');
  });

  it('is the first in the file when none has a start, and none without running offers', () => {
    const unstarted: { id: string; expiry?: string }[] = [{ id: 'a' }, { id: 'b' }];
    expect(latestOffer(unstarted, now)?.id).toBe('a');
    expect(latestOffer([{ id: 'ended', expiry: '2026-01-01T00:00:00+10:00' }], now)).toBeUndefined();
  });
});
