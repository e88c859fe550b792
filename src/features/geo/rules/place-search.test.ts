import { describe, expect, it } from 'vitest';
import suburbsJson from '../data/postcodes.json' with { type: 'json' };
import { PLACE_SEARCH_DEBOUNCE_MS, searchPlaces } from './place-search.ts';
import { parsePostcodeSuburbTable, type PostcodeSuburbTable } from './postcode-table.ts';

const table = parsePostcodeSuburbTable(suburbsJson);

const small: PostcodeSuburbTable = {
  postcodes: {
    '0870': { state: 'NT', lat: -23.7, lng: 133.87, suburbs: ['Alice Springs'] },
    '4000': { state: 'QLD', lat: -27.4687, lng: 153.0229, suburbs: ['Brisbane', 'Spring Hill'] },
    '4001': { state: 'QLD', lat: -27.47, lng: 153.02, suburbs: [] },
    '4380': { state: 'QLD', lat: -28.9, lng: 151.9, suburbs: ['Stanthorpe', { name: 'Mingoola', state: 'NSW' }] },
  },
};

describe('searchPlaces', () => {
  describe('label format Suburb STATE postcode', () => {
    it('labels a suggestion and carries the postcode point', () => {
      expect(searchPlaces(small, 'Brisbane')).toEqual([
        {
          label: 'Brisbane QLD 4000',
          suburb: 'Brisbane',
          state: 'QLD',
          postcode: '4000',
          lat: -27.4687,
          lng: 153.0229,
        },
      ]);
    });

    it('uses a border suburb’s own state', () => {
      expect(searchPlaces(small, 'ming')[0]?.label).toBe('Mingoola NSW 4380');
    });
  });

  describe('prefix match on suburb names and postcodes', () => {
    it('is case-insensitive and ranks a whole-name prefix before a later word', () => {
      expect(searchPlaces(small, 'SPRING').map((s) => s.label)).toEqual([
        'Spring Hill QLD 4000',
        'Alice Springs NT 0870',
      ]);
    });

    it('matches postcode prefixes in postcode order', () => {
      expect(searchPlaces(small, '40').map((s) => s.label)).toEqual(['Brisbane QLD 4000', 'Spring Hill QLD 4000']);
    });

    it('does not match inside a word', () => {
      expect(searchPlaces(small, 'pring')).toEqual([]);
    });

    it('needs at least 2 characters and honours the limit', () => {
      expect(searchPlaces(small, 'b')).toEqual([]);
      expect(searchPlaces(small, '4', 10)).toEqual([]);
      expect(searchPlaces(table, 'bri', 3)).toHaveLength(3);
    });
  });

  describe('the generated Australian table', () => {
    it('finds Parramatta NSW 2150', () => {
      expect(searchPlaces(table, 'parramatta').map((s) => s.label)).toContain('Parramatta NSW 2150');
    });

    it('lists 4000 suburbs for the postcode', () => {
      expect(searchPlaces(table, '4000', 10).map((s) => s.suburb)).toContain('Spring Hill');
    });
  });

  it('debounces keystrokes by 300 ms', () => {
    expect(PLACE_SEARCH_DEBOUNCE_MS).toBe(300);
  });
});
