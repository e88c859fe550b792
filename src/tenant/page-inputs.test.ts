import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECLARED_PAGES, pageInputs, pagesReading } from './page-inputs.ts';

const PAGES_DIR = join(import.meta.dirname, '..', 'pages');
const pageFiles = readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(astro|ts)$/.test(f))
  .map((f) => f.split('\\').join('/'))
  .sort();

describe('which tenant inputs each page reads (decision 17)', () => {
  it('declares every file of src/pages, and no other', () => {
    expect([...DECLARED_PAGES].sort()).toEqual(pageFiles);
  });

  it('has every page with paths ask whether this build renders it, under its own name', () => {
    for (const page of pageFiles) {
      const source = readFileSync(join(PAGES_DIR, page), 'utf8');
      if (!source.includes('getStaticPaths')) continue;
      expect(source, page).toContain(`if (!rendersPage('${page}')) return [];`);
    }
  });

  it('rebuilds for a promo change the home, offer and search pages only', () => {
    expect(pagesReading(['promos'])).toEqual([
      'index.astro',
      'offers/[id].astro',
      'search/[...path].astro',
      'special-offers.astro',
    ]);
    expect(pagesReading(['news'])).toEqual([
      'blog/index.astro',
      'blog/vehicle-reviews.astro',
      'index.astro',
      'news/[id].astro',
      'news/index.astro',
    ]);
    expect(pagesReading(['content'])).toEqual(['[...page].astro']);
  });

  it('has every page read the site config and locations through its layout', () => {
    expect(pagesReading(['site'])).toEqual(DECLARED_PAGES);
    expect(pageInputs('offers/[id].astro')).toEqual(['site', 'locations', 'promos']);
    expect(() => pageInputs('nope.astro')).toThrow('src/pages/nope.astro declares no inputs');
  });
});
