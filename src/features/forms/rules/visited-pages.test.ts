import { describe, expect, it } from 'vitest';
import { parseVisitedPages, VISITED_PAGES_LIMIT, withVisit } from './visited-pages.ts';

describe('lead_attributes.visited_pages (spec/site §3 finance lead fields)', () => {
  it('keeps every page of the session in order, a reload counted once', () => {
    let pages: string[] = [];
    for (const path of ['/', '/search/used-cars', '/cars/abc', '/cars/abc', '/contact']) pages = withVisit(pages, path);
    expect(pages).toEqual(['/', '/search/used-cars', '/cars/abc', '/contact']);
  });

  it('is bounded: only the latest pages are kept, each cut to 500 characters', () => {
    let pages: string[] = [];
    for (let i = 0; i < 30; i++) pages = withVisit(pages, `/cars/${i}`);
    expect(pages).toHaveLength(VISITED_PAGES_LIMIT);
    expect(pages.at(-1)).toBe('/cars/29');
    expect(withVisit([], `/${'x'.repeat(600)}`)[0]).toHaveLength(500);
  });

  it('reads a damaged stored list as empty', () => {
    expect(parseVisitedPages('{oops')).toEqual([]);
    expect(parseVisitedPages('["/a", 3]')).toEqual(['/a']);
    expect(parseVisitedPages(null)).toEqual([]);
  });
});
