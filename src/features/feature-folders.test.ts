import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = import.meta.dirname;

/** The one vocabulary inside every feature folder (issue 16). */
const VOCABULARY = ['rules', 'components', 'islands', 'client'];

/**
 * The folders outside the vocabulary, each with the reason it is none of the four. `build/` holds Node code that
 * never reaches the browser: it runs at build time, in the CLIs or in the functions (node:fs, node:crypto, feeds).
 */
const EXCEPTIONS: Record<string, string> = {
  // The stock loader (file and HTTP feeds, one load per build; the functions' stock sync reads feeds with it) and
  // the seeded demo stock generator with its drawings (`npm run generate:stock`, `npm run media`).
  'stock/build': 'stock loading and generation (Node)',
  // The search index the build writes, its size and speed measurements, and the Typesense indexer and scoped keys.
  'search/build': 'search index build and Typesense indexing (Node)',
  // The car pages' data, loaded once per build from the stock.
  'vehicle/build': 'car pages data loaded at build time',
  // The build-time lists of cars the forms offer (cars-lite, reservable cars), read from the stock.
  'forms/build': 'form car lists loaded at build time',
  // The compacted AU postcode tables `scripts/build-postcodes.ts` writes: data the rules and the build read.
  'geo/data': 'generated data, not source',
};

function features(): string[] {
  return readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function entries(feature: string) {
  return readdirSync(join(FEATURES, feature), { withFileTypes: true });
}

describe('feature folders share one vocabulary (issue 16)', () => {
  it('every subfolder of a feature is rules/, components/, islands/ or client/, or a listed exception', () => {
    const strays = features().flatMap((feature) =>
      entries(feature)
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${feature}/${entry.name}`)
        .filter((folder) => !VOCABULARY.includes(folder.split('/')[1] ?? '') && !(folder in EXCEPTIONS)),
    );
    expect(strays).toEqual([]);
  });

  it('no feature keeps loose files at its top level', () => {
    const loose = features().flatMap((feature) =>
      entries(feature)
        .filter((entry) => entry.isFile())
        .map((entry) => `${feature}/${entry.name}`),
    );
    expect(loose).toEqual([]);
  });

  it('every listed exception still exists', () => {
    const folders = features().flatMap((feature) =>
      entries(feature)
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${feature}/${entry.name}`),
    );
    expect(folders).toEqual(expect.arrayContaining(Object.keys(EXCEPTIONS)));
  });
});
