import { describe, expect, it } from 'vitest';
import { pageRoutes, pagesByRoute, spread } from './page-types.ts';

describe('pageRoutes', () => {
  const routes = pageRoutes();
  const routeOf = (path: string) => routes.find((route) => route.pattern.test(path))?.file;

  it('matches each built page to the most specific route of src/pages', () => {
    expect(routeOf('/')).toBe('index.astro');
    expect(routeOf('/404.html')).toBe('404.astro');
    expect(routeOf('/cars/trade-in')).toBe('cars/trade-in.astro');
    expect(routeOf('/cars/2024-kia-ev6-10001')).toBe('cars/[slug].astro');
    expect(routeOf('/cars/2024-kia-ev6-10001/checkout')).toBe('cars/[slug]/checkout.astro');
    expect(routeOf('/news')).toBe('news/index.astro');
    expect(routeOf('/search/toyota/hilux')).toBe('search/[...path].astro');
    expect(routeOf('/toyota/overview')).toBe('[brand]/overview.astro');
    expect(routeOf('/pages/warranty')).toBe('[...page].astro');
  });

  it('groups pages by route, redirect pages apart', () => {
    const groups = pagesByRoute(
      ['/', '/contact', '/contact-us', '/about-us'],
      routes,
      (page) => page === '/contact-us',
    );
    expect(Object.fromEntries(groups)).toEqual({
      'index.astro': ['/'],
      'contact.astro': ['/contact'],
      redirect: ['/contact-us'],
      '[...page].astro': ['/about-us'],
    });
  });
});

describe('spread', () => {
  it('takes the first item, then items evenly apart', () => {
    expect(spread(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 4)).toEqual(['a', 'c', 'e', 'g']);
    expect(spread(['a', 'b'], 4)).toEqual(['a', 'b']);
  });
});
