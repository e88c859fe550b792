import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { closestName } from './did-you-mean.ts';
import { SiteSchema } from './site-schema.ts';
import { problemsFromIssues } from './tenant-errors.ts';

const site = {
  id: 1,
  name: 'Dealer',
  url: 'https://dealer.example',
  description: 'Cars',
  stock: { type: 'generated', seed: 1, count: 1, profile: 'multi-brand' },
};
const problems = (input: unknown) => {
  const result = v.safeParse(SiteSchema, input);
  return result.success ? [] : problemsFromIssues('tenants/x/site.json', result.issues);
};

describe('unknown keys in tenant files', () => {
  it('report a mistyped key with its path and the full path of the key it most likely meant', () => {
    expect(problems({ ...site, features: { favourits: false } })).toEqual([
      { file: 'tenants/x/site.json', path: 'features.favourits', message: 'unknown key; did you mean "features.favourites"?' },
    ]);
  });
  it('report a key in the wrong section (nested inside variants and arrays too)', () => {
    expect(problems({ ...site, reserveButton: false, stock: { ...site.stock, path: 'x.json' } })).toEqual([
      { file: 'tenants/x/site.json', path: 'stock.path', message: 'unknown key; known keys: type, seed, count, profile' },
      { file: 'tenants/x/site.json', path: 'reserveButton', message: expect.stringMatching(/^unknown key; known keys: id, name, url/) },
    ]);
  });
  it('leave the other messages of an object alone', () => {
    expect(problems({ ...site, features: 'all' })).toEqual([
      { file: 'tenants/x/site.json', path: 'features', message: 'Invalid type: Expected Object but received "all"' },
    ]);
  });
});

describe('closestName', () => {
  it('finds the known name within a few edits, ignoring case', () => {
    expect(closestName('featurs', ['features', 'forms'])).toBe('features');
    expect(closestName('PrimaryColour', ['primaryColor', 'accentColor'])).toBe('primaryColor');
  });
  it('suggests nothing for a name far from every known one', () => {
    expect(closestName('colour', ['features', 'forms'])).toBeUndefined();
  });
});
