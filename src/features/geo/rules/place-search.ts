import { suburbName, suburbState, type AuState, type PostcodeSuburbTable } from './postcode-table.ts';

/** Wait this long after the last keystroke before searching places, in ms. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
/** Suggestions shown by default. */
export const PLACE_SEARCH_LIMIT = 8;

/** One autocomplete suggestion, e.g. label 'Spring Hill QLD 4000'. */
export interface PlaceSuggestion {
  label: string;
  suburb: string;
  state: AuState;
  postcode: string;
  lat: number;
  lng: number;
}

// Lower rank sorts first: exact name, name prefix, word prefix inside the name.
type Ranked = PlaceSuggestion & { rank: number };

function nameRank(name: string, query: string): number | undefined {
  const lower = name.toLowerCase();
  if (lower === query) return 0;
  if (lower.startsWith(query)) return 1;
  if (lower.split(/[\s-]+/).some((word) => word.startsWith(query))) return 2;
  return undefined;
}

/**
 * Suburb-or-postcode autocomplete over the offline table, so Australian places only.
 * Digits match postcode prefixes ('40' → 4000, 4001...); words match suburb-name prefixes,
 * case-insensitively, whole name before a later word ('spring' → 'Spring Hill' before
 * 'Alice Springs'). Each suburb of a postcode is one suggestion, at the postcode's point.
 * Fewer than 2 characters give no suggestions. Names sort by rank, name, postcode; digits by postcode, name.
 */
export function searchPlaces(table: PostcodeSuburbTable, query: string, limit = PLACE_SEARCH_LIMIT): PlaceSuggestion[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (q.length < 2 || limit <= 0) return [];
  const byPostcode = /^\d+$/.test(q);
  const found: Ranked[] = [];
  for (const [postcode, area] of Object.entries(table.postcodes)) {
    if (byPostcode && !postcode.startsWith(q)) continue;
    for (const entry of area.suburbs) {
      const suburb = suburbName(entry);
      const rank = byPostcode ? 0 : nameRank(suburb, q);
      if (rank === undefined) continue;
      const state = suburbState(entry, area);
      found.push({
        label: `${suburb} ${state} ${postcode}`,
        suburb,
        state,
        postcode,
        lat: area.lat,
        lng: area.lng,
        rank,
      });
    }
  }
  found.sort((a, b) =>
    byPostcode
      ? a.postcode.localeCompare(b.postcode) || a.suburb.localeCompare(b.suburb)
      : a.rank - b.rank || a.suburb.localeCompare(b.suburb) || a.postcode.localeCompare(b.postcode),
  );
  return found.slice(0, limit).map(({ rank: _rank, ...suggestion }) => suggestion);
}

/**
 * The suggestion a text names exactly, e.g. 'Brisbane QLD 4000' (a label the autocomplete offered),
 * compared without case and extra spaces; undefined when the text is not such a label.
 */
export function placeByLabel(table: PostcodeSuburbTable, text: string): PlaceSuggestion | undefined {
  const label = text.trim().replace(/\s+/g, ' ').toLowerCase();
  const postcode = /\s(\d{4})$/.exec(label)?.[1];
  if (postcode === undefined) return undefined;
  return searchPlaces(table, postcode, Number.POSITIVE_INFINITY).find((place) => place.label.toLowerCase() === label);
}
