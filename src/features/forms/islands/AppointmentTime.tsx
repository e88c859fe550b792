import { useEffect, useState } from 'react';
import { callJson } from '../client/api.ts';
import { MESSAGES } from '../rules/schemas/messages.ts';

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
  const chosen = locationId !== '' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const asked = `${locationId}|${date}`;
  /** The answer for one location and date: its times, or null when the request failed. */
  const [answer, setAnswer] = useState<{ for: string; times: string[] | null }>();
  useEffect(() => {
    if (!chosen) return;
    let live = true;
    void callJson<{ times: string[] }>(
      'GET',
      `/api/appointments?location_id=${encodeURIComponent(locationId)}&date=${encodeURIComponent(date)}`,
    ).then((r) => {
      if (live) setAnswer({ for: `${locationId}|${date}`, times: r.ok ? r.data.times : null });
    });
    return () => {
      live = false;
    };
  }, [chosen, locationId, date]);
  const times = chosen && answer?.for === asked ? answer.times : undefined;
  const prompt = !chosen
    ? 'Choose a location and date first'
    : times === undefined
      ? 'Loading times…'
      : times?.length === 0
        ? MESSAGES.noAppointmentTimes
        : 'Any time';
  return (
    <select
      id={ids.input}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-describedby={ids.describedBy}
      disabled={!times?.length}
    >
      <option value="">{prompt}</option>
      {times?.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </select>
  );
}
