/** A bucket's size and how fast it fills: `capacity` tokens, `capacity` more every `perMs`. */
export interface BucketRule {
  capacity: number;
  perMs: number;
}

export type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Buckets kept before full ones are forgotten (a full bucket is the same as no bucket). */
const PRUNE_AT = 10_000;

/**
 * Token buckets by key, in memory: each request takes one token, tokens come back continuously
 * at capacity per perMs. Pure apart from its own map; the caller passes the clock.
 */
export class TokenBuckets {
  readonly #buckets = new Map<string, { tokens: number; at: number; rule: BucketRule }>();

  /** Takes a token from every bucket or from none: a refusal on one key spends nothing on the others. */
  takeAll(entries: readonly { key: string; rule: BucketRule }[], now: number): Take {
    const states = entries.map(({ key, rule }) => ({ key, rule, tokens: this.#level(key, rule, now) }));
    const empty = states.filter((s) => s.tokens < 1);
    if (empty.length > 0) {
      const waitMs = Math.max(...empty.map((s) => ((1 - s.tokens) * s.rule.perMs) / s.rule.capacity));
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    if (this.#buckets.size >= PRUNE_AT) this.#prune(now);
    for (const s of states) this.#buckets.set(s.key, { tokens: s.tokens - 1, at: now, rule: s.rule });
    return { ok: true };
  }

  /** Keys held (for tests of the memory bound). */
  get size(): number {
    return this.#buckets.size;
  }

  #level(key: string, rule: BucketRule, now: number): number {
    const bucket = this.#buckets.get(key);
    if (!bucket) return rule.capacity;
    return Math.min(rule.capacity, bucket.tokens + ((now - bucket.at) * rule.capacity) / rule.perMs);
  }

  #prune(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      if (this.#level(key, bucket.rule, now) >= bucket.rule.capacity) this.#buckets.delete(key);
    }
  }
}
