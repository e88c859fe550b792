/** Retry schedule of the relay: capped exponential backoff with jitter, dead-lettered after the horizon. */
export interface RetryPolicy {
  /** First retry delay in ms. Default: 5 s. */
  baseMs: number;
  /** Longest delay between attempts in ms. Default: 15 minutes. */
  maxMs: number;
  /** Give up (dead-letter) once the next attempt would fall this long after the lead came in. Default: 48 hours. */
  horizonMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 5_000, maxMs: 15 * 60_000, horizonMs: 48 * 3_600_000 };

/** Delay before attempt `attempts + 1`: min(max, base·2^(attempts−1)), then "equal jitter" (half fixed, half random). */
export function retryDelay(policy: RetryPolicy, attempts: number, random: () => number = Math.random): number {
  const capped = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(capped / 2 + random() * (capped / 2));
}
