import { describe, expect, it } from 'vitest';
import { addSearchHistoryEntry } from './search-history.ts';

describe('search history', () => {
  it('keeps 5 entries, most recent first, non-empty filters only, deduplicated by path', () => {
    let history = addSearchHistoryEntry([], { make: 'Toyota', model: '', body: [], page: 2 }, '/search/toyota?page=2');
    expect(history).toEqual([{ filters: { make: 'Toyota', page: 2 }, path: '/search/toyota?page=2' }]);
    for (let i = 0; i < 6; i++) history = addSearchHistoryEntry(history, { query: `q${i}` }, `/search/p${i}`);
    expect(history.map((entry) => entry.path)).toEqual([
      '/search/p5',
      '/search/p4',
      '/search/p3',
      '/search/p2',
      '/search/p1',
    ]);
    history = addSearchHistoryEntry(history, { query: 'again' }, '/search/p3');
    expect(history.map((entry) => entry.path)).toEqual([
      '/search/p3',
      '/search/p5',
      '/search/p4',
      '/search/p2',
      '/search/p1',
    ]);
  });
});
