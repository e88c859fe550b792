import type { Location } from './location-schema.ts';
import type { Promos } from './promos-schema.ts';
import { resolveDate, resolveDay, resolveYears } from './relative-date.ts';

type Window = { start?: string | undefined; expiry?: string | undefined };

function windowOnDay<W extends Window>(item: W, today: Date): W {
  const resolved = { ...item };
  if (item.start !== undefined) resolved.start = resolveDate(item.start, today);
  if (item.expiry !== undefined) resolved.expiry = resolveDate(item.expiry, today);
  return resolved;
}

/** The promos with every card's and slide's window as absolute ISO date-times for a build on `today`. */
export function promosOnDay(promos: Promos, today: Date): Promos {
  return {
    ...promos,
    cards: promos.cards.map((card) => windowOnDay(card, today)),
    slides: promos.slides.map((slide) => windowOnDay(slide, today)),
  };
}

/**
 * The locations for a build on `today`: yearly special-hours days as their next date (sorted by date), the year
 * tokens of their badges resolved.
 */
export function locationsOnDay(locations: Location[], today: Date): Location[] {
  return locations.map((location) => {
    const special = location.contact_detail.special_hours
      .map((entry) => ({ ...entry, date: resolveDay(entry.date, today) }))
      .sort((a, b) => a.date.localeCompare(b.date));
    const resolved = { ...location, contact_detail: { ...location.contact_detail, special_hours: special } };
    if (location.badge !== undefined) resolved.badge = resolveYears(location.badge, today);
    return resolved;
  });
}
