import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR } from '../../tests/support/fixture-tenants.ts';
import { closestName } from './did-you-mean.ts';
import { LocationsSchema } from './location-schema.ts';
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
  return result.success ? [] : problemsFromIssues('tenants/x/site.json', result.issues, SiteSchema);
};
const locations = JSON.parse(readFileSync(join(FIXTURE_TENANTS_DIR, 'minimal', 'locations.json'), 'utf8'));
const locationProblems = (input: unknown) => {
  const result = v.safeParse(LocationsSchema, input);
  return result.success ? [] : problemsFromIssues('tenants/x/locations.json', result.issues, LocationsSchema);
};

describe('unknown keys in tenant files', () => {
  it('report a mistyped key with its path and the full path of the key it most likely meant', () => {
    expect(problems({ ...site, features: { favourits: false } })).toEqual([
      {
        file: 'tenants/x/site.json',
        path: 'features.favourits',
        message: 'unknown key; did you mean "features.favourites"?',
      },
    ]);
  });
  it('report a key in the wrong section with the path where it belongs', () => {
    expect(problems({ ...site, reserveButton: false, branding: { fontFamily: 'Inter', featurs: {} } })).toEqual([
      { file: 'tenants/x/site.json', path: 'branding.featurs', message: 'unknown key here; did you mean "features"?' },
      {
        file: 'tenants/x/site.json',
        path: 'reserveButton',
        message: 'unknown key here; did you mean "features.reserveButton"?',
      },
    ]);
  });
  it('look for the right place within the same list item, and list the known keys when nothing is close', () => {
    const location = { ...locations[0], phone: '07 3000 0000' };
    expect(locationProblems([locations[0], location])).toEqual([
      {
        file: 'tenants/x/locations.json',
        path: '1.phone',
        message: 'unknown key here; did you mean "1.contact_detail.phone"?',
      },
    ]);
    expect(problems({ ...site, stock: { ...site.stock, colour: 'x.json' } })).toEqual([
      {
        file: 'tenants/x/site.json',
        path: 'stock.colour',
        message: 'unknown key; known keys: type, seed, count, profile',
      },
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
