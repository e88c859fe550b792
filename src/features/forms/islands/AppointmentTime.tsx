import { useEffect, useState } from 'react';
import { callJson } from '../client/api.ts';

/** Test-drive time: slots from GET /api/appointments for the chosen location and date; optional. */
export function AppointmentTime({
  locationId,
  date,
  value,
  onChange,
  ids,
}: {
  locationId: string;
  date: string;
  value: string;
  onChange: (v: string) => void;
  ids: { input: string; describedBy: string | undefined };
}) {
  const [times, setTimes] = useState<string[]>([]);
  useEffect(() => {
    if (!locationId || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return setTimes([]);
    let live = true;
    void callJson<{ times: string[] }>(
      'GET',
      `/api/appointments?location_id=${encodeURIComponent(locationId)}&date=${encodeURIComponent(date)}`,
    ).then((r) => {
      if (live) setTimes(r.ok ? r.data.times : []);
    });
    return () => {
      live = false;
    };
  }, [locationId, date]);
  return (
    <select
      id={ids.input}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-describedby={ids.describedBy}
      disabled={times.length === 0}
    >
      <option value="">{times.length === 0 ? 'Choose a location and date first' : 'Any time'}</option>
      {times.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </select>
  );
}
