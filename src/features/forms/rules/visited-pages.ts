/** At most this many pages travel with a lead (the lead schema accepts up to 50 of up to 500 characters). */
export const VISITED_PAGES_LIMIT = 20;

/**
 * The session's visited pages after a visit to `path`: oldest first, a reload of the same page
 * not repeated, paths cut to 500 characters, only the latest `limit` kept.
 */
export function withVisit(pages: readonly string[], path: string, limit = VISITED_PAGES_LIMIT): string[] {
  const page = path.slice(0, 500);
  const next = pages.at(-1) === page ? [...pages] : [...pages, page];
  return next.slice(-limit);
}

/** Reads a stored list defensively: anything but an array of strings gives []. */
export function parseVisitedPages(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}
