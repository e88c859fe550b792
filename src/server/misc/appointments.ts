import type { Location } from '../../config/location-schema.ts';

/** IANA zone of each state, for "slots already past today". */
export const STATE_ZONES: Record<Location['address']['state'], string> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
};

/** Minutes between test-drive slots. */
export const SLOT_MINUTES = 30;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Local date 'YYYY-MM-DD' and minutes since midnight at `now` in `zone`. */
export function localNow(now: number, zone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    minutes: Number(parts['hour']) * 60 + Number(parts['minute']),
  };
}

/**
 * Test-drive start times at a location on `date` ('YYYY-MM-DD'): every 30 minutes from opening
 * until 30 minutes before closing, none on closed or special closed days, none already past.
 */
export function appointmentTimes(location: Location, date: string, now: number): string[] {
  const special = location.contact_detail.special_hours.find((s) => s.date === date);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const regular = location.contact_detail.opening_hours.find((h) => h.weekday === weekday);
  const open = special
    ? special.status === 'open'
      ? special.start_hour
      : undefined
    : regular?.status === 'open'
      ? regular.open
      : undefined;
  const close = special
    ? special.status === 'open'
      ? special.end_hour
      : undefined
    : regular?.status === 'open'
      ? regular.close
      : undefined;
  if (!open || !close || !/^\d{2}:\d{2}$/.test(open) || !/^\d{2}:\d{2}$/.test(close)) return [];
  const today = localNow(now, STATE_ZONES[location.address.state]);
  if (date < today.date) return [];
  const times: string[] = [];
  for (let m = minutes(open); m + SLOT_MINUTES <= minutes(close); m += SLOT_MINUTES) {
    if (date > today.date || m > today.minutes) times.push(hhmm(m));
  }
  return times;
}
