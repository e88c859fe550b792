/**
 * The instant `months` calendar months before `now` (UTC); leads created before it are past retention.
 * A day the earlier month lacks becomes its last day (31 March less one month is 28 or 29 February).
 */
export function retentionCutoff(now: number, months: number): number {
  const date = new Date(now);
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}
