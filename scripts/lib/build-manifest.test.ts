import { describe, expect, it } from 'vitest';
import { rebuildPlan, type BuildInputs, type BuildManifest } from './build-manifest.ts';

const inputs: BuildInputs = {
  code: 'c1',
  site: 's1',
  locations: 'l1',
  stock: 'k1',
  models: 'm1',
  promos: 'p1',
  content: 't1',
  news: 'n1',
};
const previous: BuildManifest = { inputs, pages: {} };

describe('what a rebuild renders (decision 17)', () => {
  it('renders every page with no previous build, or when the code or day changed', () => {
    expect(rebuildPlan(undefined, inputs)).toEqual({ full: true, reason: 'no previous build to reuse' });
    expect(rebuildPlan(previous, { ...inputs, code: 'c2', promos: 'p2' })).toEqual({
      full: true,
      reason: 'the code or the day changed',
    });
  });

  it('renders every page when the site config, locations, models or stock changed', () => {
    expect(rebuildPlan(previous, { ...inputs, site: 's2' })).toEqual({ full: true, reason: 'site changed' });
    expect(rebuildPlan(previous, { ...inputs, stock: 'k2', promos: 'p2' })).toEqual({
      full: true,
      reason: 'stock changed',
    });
    expect(rebuildPlan(previous, { ...inputs, locations: 'l2', models: 'm2' })).toEqual({
      full: true,
      reason: 'locations, models changed',
    });
  });

  it('renders only the pages reading changed promos, content or news', () => {
    expect(rebuildPlan(previous, { ...inputs, promos: 'p2' })).toEqual({
      full: false,
      changed: ['promos'],
      pages: ['index.astro', 'offers/[id].astro', 'search/[...path].astro', 'special-offers.astro'],
    });
    expect(rebuildPlan(previous, { ...inputs, content: 't2', news: 'n2' })).toEqual({
      full: false,
      changed: ['content', 'news'],
      pages: [
        '[...page].astro',
        'blog/index.astro',
        'blog/vehicle-reviews.astro',
        'index.astro',
        'news/[id].astro',
        'news/index.astro',
      ],
    });
    expect(rebuildPlan(previous, inputs)).toEqual({ full: false, changed: [], pages: [] });
  });
});
