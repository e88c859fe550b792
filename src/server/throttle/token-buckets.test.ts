import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-buckets.ts';

const perMinute = (capacity: number) => ({ capacity, perMs: 60_000 });

describe('token buckets', () => {
  it('allows the capacity at once, then one more per refill interval', () => {
    const buckets = new TokenBuckets();
    const take = (now: number) => buckets.takeAll([{ key: 'a', rule: perMinute(3) }], now);
    expect([take(0), take(0), take(0)].every((t) => t.ok)).toBe(true);
    expect(take(0)).toEqual({ ok: false, retryAfterSeconds: 20 });
    expect(take(19_999).ok).toBe(false);
    expect(take(20_000).ok).toBe(true);
    expect(take(20_000).ok).toBe(false);
  });

  it('keeps keys apart', () => {
    const buckets = new TokenBuckets();
    expect(buckets.takeAll([{ key: 'a', rule: perMinute(1) }], 0).ok).toBe(true);
    expect(buckets.takeAll([{ key: 'a', rule: perMinute(1) }], 0).ok).toBe(false);
    expect(buckets.takeAll([{ key: 'b', rule: perMinute(1) }], 0).ok).toBe(true);
  });

  it('spends nothing when one of the buckets is empty', () => {
    const buckets = new TokenBuckets();
    const client = (key: string) => ({ key, rule: { capacity: 1, perMs: 3_600_000 } });
    const tenant = { key: 'tenant', rule: perMinute(2) };
    expect(buckets.takeAll([client('x'), tenant], 0).ok).toBe(true);
    expect(buckets.takeAll([client('y'), tenant], 0).ok).toBe(true);
    expect(buckets.takeAll([client('z'), tenant], 0)).toEqual({ ok: false, retryAfterSeconds: 30 });
    // z's refusal took nothing from z's hourly bucket: once the tenant refills, z still has its token.
    expect(buckets.takeAll([client('z'), tenant], 60_000).ok).toBe(true);
    expect(buckets.takeAll([client('z'), tenant], 60_000).ok).toBe(false);
  });

  it('forgets full buckets instead of growing without bound', () => {
    const buckets = new TokenBuckets();
    for (let i = 0; i < 10_000; i++) buckets.takeAll([{ key: `k${i}`, rule: perMinute(1) }], 0);
    buckets.takeAll([{ key: 'late', rule: perMinute(1) }], 60_000);
    expect(buckets.size).toBe(1);
  });
});
