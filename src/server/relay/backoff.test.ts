import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, retryDelay } from './backoff.ts';

const policy = { baseMs: 1_000, maxMs: 60_000, horizonMs: 3_600_000 };
const lowest = () => 0;
const highest = () => 1;

describe('retryDelay', () => {
  it('doubles from the base delay with each failed attempt (jitter at its extremes)', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(policy, attempts, highest))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect([1, 2, 3, 4].map((attempts) => retryDelay(policy, attempts, lowest))).toEqual([500, 1_000, 2_000, 4_000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelay(policy, 7, highest)).toBe(60_000);
    expect(retryDelay(policy, 1_000, highest)).toBe(60_000);
    expect(retryDelay(policy, 1_000, lowest)).toBe(30_000);
  });

  it('treats zero attempts like the first retry', () => {
    expect(retryDelay(policy, 0, highest)).toBe(1_000);
  });

  it('keeps half of the capped delay fixed and jitters the other half ("equal jitter")', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempts, random) => {
        const capped = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
        const delay = retryDelay(policy, attempts, () => random);
        expect(delay).toBeGreaterThanOrEqual(capped / 2);
        expect(delay).toBeLessThanOrEqual(capped);
        expect(Number.isInteger(delay)).toBe(true);
      }),
    );
  });

  it('by default first retries within 5 s and waits at most 15 minutes, giving up after 48 hours', () => {
    expect(retryDelay(DEFAULT_RETRY, 1, highest)).toBe(5_000);
    expect(retryDelay(DEFAULT_RETRY, 50, highest)).toBe(15 * 60_000);
    expect(DEFAULT_RETRY.horizonMs).toBe(48 * 3_600_000);
  });
});
