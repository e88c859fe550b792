import { persistentJSON } from '@nanostores/persistent';
import { addSearchHistoryEntry, type SearchHistoryEntry } from '../features/search/rules/search-history.ts';

/** spec: search history, up to 5 entries, each with the non-empty filters and a path. */
export const $searchHistory = persistentJSON<SearchHistoryEntry[]>('search-history', []);

/** Records a search at the front (same path deduplicated, at most 5). */
export function recordSearch(filters: Readonly<Record<string, unknown>>, path: string): void {
  $searchHistory.set(addSearchHistoryEntry($searchHistory.get(), filters, path));
}
