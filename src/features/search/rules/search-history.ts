/** spec: search history keeps 5 entries. */
export const SEARCH_HISTORY_LIMIT = 5;

export interface SearchHistoryEntry {
  /** Only the filters that have a value. */
  filters: Record<string, string | number | readonly string[]>;
  /** The search path with its parameters. */
  path: string;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Adds a search to the front of the history: empty filters dropped, same path deduplicated, at most 5. */
export function addSearchHistoryEntry(
  history: readonly SearchHistoryEntry[],
  filters: Readonly<Record<string, unknown>>,
  path: string,
): SearchHistoryEntry[] {
  const kept: SearchHistoryEntry['filters'] = {};
  for (const [name, value] of Object.entries(filters)) {
    if (!isEmpty(value) && (typeof value === 'string' || typeof value === 'number' || Array.isArray(value)))
      kept[name] = value as string | number | readonly string[];
  }
  return [{ filters: kept, path }, ...history.filter((entry) => entry.path !== path)].slice(0, SEARCH_HISTORY_LIMIT);
}
