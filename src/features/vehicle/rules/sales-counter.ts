/** spec/shopper §9: the 'Sales this Month' counter. */
export const SALES_PER_DAY = 192;
/** One sale every 450 seconds (86400 ÷ 192). */
export const SECONDS_PER_SALE = 86_400 / SALES_PER_DAY;
/** The widget refreshes every 150 s. */
export const SALES_COUNTER_REFRESH_MS = 150_000;
/** The number animates over 2 s. */
export const SALES_COUNTER_ANIMATION_MS = 2_000;

/** Brisbane is UTC+10 all year (no daylight saving). */
const BRISBANE_OFFSET_MS = 10 * 3_600_000;

/** Epoch milliseconds of 00:00 on the 1st of the Brisbane month containing `nowMs`. */
export function brisbaneMonthStart(nowMs: number): number {
  const local = new Date(nowMs + BRISBANE_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - BRISBANE_OFFSET_MS;
}

/** Sales counted since the 1st of the month in Brisbane time: whole 450-second periods elapsed. */
export function salesThisMonth(nowMs: number): number {
  return Math.floor((nowMs - brisbaneMonthStart(nowMs)) / (SECONDS_PER_SALE * 1_000));
}
