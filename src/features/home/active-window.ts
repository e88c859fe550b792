/** Something shown only between an optional start and expiry (ISO date-times with offset). */
export interface Windowed {
  start?: string | undefined;
  expiry?: string | undefined;
}

/** spec: promotional cards outside their window are not shown. Start inclusive, expiry exclusive. */
export function isActive(item: Windowed, now: Date): boolean {
  const t = now.getTime();
  if (item.start && t < Date.parse(item.start)) return false;
  if (item.expiry && t >= Date.parse(item.expiry)) return false;
  return true;
}
