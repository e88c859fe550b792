import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaginationView } from './PaginationView.tsx';

const hrefOf = (page: number) => `/search/new-used-and-demo-cars?page=${page}`;
const render = (page: number, nbPages: number, onPage?: (page: number) => void) =>
  renderToStaticMarkup(createElement(PaginationView, { page, nbPages, hrefOf, ...(onPage ? { onPage } : {}) }));
/** The list items' text in order ('Previous', '1', '…', ...). */
const items = (html: string) => [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, ''));

describe('result pages', () => {
  it('mark each gap between pages that are not adjacent with a hidden, unlinked ellipsis', () => {
    const html = render(6, 73);
    expect(items(html)).toEqual(['Previous', '1', '…', '4', '5', '6', '7', '8', '…', '73', 'Next']);
    const gaps = html.match(/<li[^>]*>(?:(?!<\/li>).)*…(?:(?!<\/li>).)*<\/li>/g) ?? [];
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) {
      expect(gap).toContain('aria-hidden="true"');
      expect(gap).not.toContain('<a');
    }
  });
  it('show no ellipsis when every page is listed', () => {
    expect(render(2, 5)).not.toContain('…');
  });
  it('render the same markup in the static page and in the island (which only adds click handlers)', () => {
    expect(render(6, 73, () => {})).toBe(render(6, 73));
  });
});
