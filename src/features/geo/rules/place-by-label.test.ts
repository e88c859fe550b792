import { describe, expect, it } from 'vitest';
import suburbsJson from '../data/postcodes.json' with { type: 'json' };
import { placeByLabel, searchPlaces } from './place-search.ts';
import { parsePostcodeSuburbTable } from './postcode-table.ts';

const table = parsePostcodeSuburbTable(suburbsJson);

describe('placeByLabel: the dealer locator accepts its own suggestion', () => {
  it('finds "Brisbane QLD 4000", the label the autocomplete offers', () => {
    const offered = searchPlaces(table, 'Brisbane').find((p) => p.label === 'Brisbane QLD 4000');
    expect(offered).toBeDefined();
    expect(placeByLabel(table, 'Brisbane QLD 4000')).toEqual(offered);
    expect(placeByLabel(table, '  brisbane   qld 4000 ')).toEqual(offered);
  });

  it('answers nothing for text that is not a label', () => {
    expect(placeByLabel(table, 'Brisbane')).toBeUndefined();
    expect(placeByLabel(table, 'Nowhere QLD 4000')).toBeUndefined();
    expect(placeByLabel(table, '4000')).toBeUndefined();
  });
});
