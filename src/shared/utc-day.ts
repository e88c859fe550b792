/** Start of the UTC day of a moment: the build's clock, so builds on the same day agree (stock, dates). */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
