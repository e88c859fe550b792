import { describe, expect, it } from 'vitest';
import {
  compactPostcodes,
  pointsOnly,
  rowPoint,
  titleCaseSuburb,
  type PostcodeSourceRow,
} from './compact-postcodes.ts';

const row = (over: Partial<PostcodeSourceRow>): PostcodeSourceRow => ({
  postcode: '4000',
  locality: 'BRISBANE',
  state: 'QLD',
  lat: -27.4684,
  long: 153.0221,
  type: 'Delivery Area',
  ...over,
});

describe('compactPostcodes', () => {
  describe('one record per postcode', () => {
    it('keeps delivery-area suburbs, title-cased, sorted and de-duplicated, at their centroid', () => {
      const table = compactPostcodes([
        row({ locality: 'SPRING HILL', lat: -27.46, long: 153.02 }),
        row({ locality: 'BRISBANE', lat: -27.48, long: 153.04 }),
        row({ locality: 'Brisbane', lat: -27.48, long: 153.04 }),
        row({ locality: 'BRISBANE GPO', type: '' }),
        row({ locality: 'PO BOXES', type: 'Post Office Boxes' }),
      ]);
      expect(table.postcodes['4000']?.suburbs).toEqual(['Brisbane', 'Spring Hill']);
      expect(table.postcodes['4000']?.lat).toBeCloseTo(-27.4733, 4);
      expect(table.postcodes['4000']?.lng).toBeCloseTo(153.0333, 4);
    });

    it('gives a border postcode its majority state and marks the others', () => {
      const table = compactPostcodes([
        row({ postcode: '4380', locality: 'STANTHORPE' }),
        row({ postcode: '4380', locality: 'SEVERNLEA' }),
        row({ postcode: '4380', locality: 'MINGOOLA', state: 'NSW' }),
      ]);
      expect(table.postcodes['4380']).toMatchObject({
        state: 'QLD',
        suburbs: [{ name: 'Mingoola', state: 'NSW' }, 'Severnlea', 'Stanthorpe'],
      });
    });

    it('keeps a PO-box-only postcode without suburbs, and drops one with no point in Australia', () => {
      const table = compactPostcodes([
        row({
          postcode: '1215',
          state: 'NSW',
          locality: 'AUSTRALIA SQUARE',
          type: 'Post Office Boxes',
          lat: -33.86,
          long: 151.2,
        }),
        row({ postcode: '3989', locality: 'ST HELIER', state: 'VIC', lat: 49.18, long: -2.1 }),
      ]);
      expect(table.postcodes['1215']).toEqual({ state: 'NSW', lat: -33.86, lng: 151.2, suburbs: [] });
      expect(table.postcodes['3989']).toBeUndefined();
      expect(pointsOnly(table)).toEqual({ postcodes: { '1215': { state: 'NSW', lat: -33.86, lng: 151.2 } } });
    });
  });

  describe('rowPoint', () => {
    it('swaps back latitude and longitude given the wrong way round', () => {
      expect(rowPoint({ lat: 142.417, long: -10.7833 })).toEqual({ lat: -10.7833, lng: 142.417 });
    });

    it('keeps external territories such as Christmas Island', () => {
      expect(rowPoint({ lat: -10.487, long: 105.64 })).toEqual({ lat: -10.487, lng: 105.64 });
    });
  });

  describe('titleCaseSuburb', () => {
    it.each([
      ['BRISBANE CITY', 'Brisbane City'],
      ["O'CONNOR", "O'Connor"],
      ['MCDOWALL', 'McDowall'],
      ['NGAANYATJARRA-GILES', 'Ngaanyatjarra-Giles'],
    ])('%s → %s', (input, expected) => {
      expect(titleCaseSuburb(input)).toBe(expected);
    });
  });
});
