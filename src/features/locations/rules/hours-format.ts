/** Minutes after midnight for a 24-hour 'HH:MM' time ('24:00' is 1440), or undefined when malformed. */
export function minutesOf(time: string | undefined): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time ?? '');
  if (match === null) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

/** 'HH:MM' → { clock: '8:00', half: 'am' }: 12-hour clock; noon is 12:00pm, midnight 12:00am. */
function twelveHour(minutes: number): { clock: string; half: 'am' | 'pm' } {
  const dayMinutes = minutes % 1440;
  const hours24 = Math.floor(dayMinutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return { clock: `${hours12}:${String(dayMinutes % 60).padStart(2, '0')}`, half: hours24 < 12 ? 'am' : 'pm' };
}

/** One time of day, e.g. '17:00' → '5:00pm', '08:30' → '8:30am'; malformed input → undefined. */
export function formatTime(time: string): string | undefined {
  const minutes = minutesOf(time);
  if (minutes === undefined) return undefined;
  const { clock, half } = twelveHour(minutes);
  return `${clock}${half}`;
}

/**
 * Opening to closing time the way the spec writes it: '08:00'–'17:00' → '8:00-5:00pm'.
 * Rule: the opening time drops its 'am' when the range runs from morning into the afternoon
 * (every spec example: 8:00-5:00pm, 8:30-1:00pm, 7:45-5:00pm, 7:30-4:30pm, 8:00-4:00pm), so
 * a bare opening time always means morning. Any other range keeps both suffixes:
 * '13:00'–'17:00' → '1:00pm-5:00pm', '06:00'–'11:30' → '6:00am-11:30am'.
 * Undefined when either time is malformed.
 */
export function formatHoursRange(open: string, close: string): string | undefined {
  const openMinutes = minutesOf(open);
  const closeMinutes = minutesOf(close);
  if (openMinutes === undefined || closeMinutes === undefined) return undefined;
  const from = twelveHour(openMinutes);
  const to = twelveHour(closeMinutes);
  const fromText = from.half === 'am' && to.half === 'pm' ? from.clock : `${from.clock}${from.half}`;
  return `${fromText}-${to.clock}${to.half}`;
}
