import { describe, expect, it } from 'vitest';
import { makeLocation } from './fixtures/spec-locations.ts';
import { selectLocations } from './location-blocks.ts';

const ids = (list: { id: number }[]): number[] => list.map((l) => l.id);

const locations = [
  makeLocation({ id: 1, name: 'Delta Sales', location_type: 'sales' }),
  makeLocation({ id: 2, name: 'Alpha Service', location_type: 'service', primary: true }),
  makeLocation({ id: 3, name: 'Bravo Parts', location_type: 'parts' }),
  makeLocation({ id: 4, name: 'Charlie Sales', location_type: 'sales', visible: false }),
  makeLocation({ id: 5, name: 'Echo Buying', location_type: 'car-buying' }),
];

describe('selectLocations', () => {
  describe('spec: a location block shows primary, sales, service, parts, service-and-parts, all, or one id', () => {
    it.each([
      ['primary', [2]],
      ['sales', [1]],
      ['service', [2]],
      ['parts', [3]],
      ['service-and-parts', [2, 3]],
      ['all', [2, 3, 1, 5]],
    ] as const)('%s → %j', (mode, expected) => {
      expect(ids(selectLocations(locations, mode))).toEqual(expected);
    });

    it('one id', () => {
      expect(ids(selectLocations(locations, { id: 3 }))).toEqual([3]);
    });
  });

  describe('visible locations only', () => {
    it('never shows a hidden location, even by id', () => {
      expect(ids(selectLocations(locations, { id: 4 }))).toEqual([]);
      expect(ids(selectLocations(locations, 'sales'))).toEqual([1]);
    });
  });

  describe('order', () => {
    it('uses the configured order', () => {
      expect(ids(selectLocations(locations, 'all', [5, 1]))).toEqual([5, 1, 2, 3]);
    });

    it('falls back to the first location when none is primary', () => {
      const noPrimary = locations.filter((l) => !l.primary);
      expect(ids(selectLocations(noPrimary, 'primary'))).toEqual([3]);
      expect(selectLocations([], 'primary')).toEqual([]);
    });
  });
});
