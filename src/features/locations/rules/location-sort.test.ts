import { describe, expect, it } from 'vitest';
import { makeLocation } from './fixtures/spec-locations.ts';
import { sortByType, sortLocations } from './location-sort.ts';

const names = (list: { name: string }[]): string[] => list.map((l) => l.name);

const coast = makeLocation({ id: 1, name: 'Coast Motors' });
const brisbane = makeLocation({ id: 2, name: 'brisbane Motors' });
const store10 = makeLocation({ id: 3, name: 'Store 10' });
const store2 = makeLocation({ id: 4, name: 'Store 2' });

describe('sortLocations', () => {
  describe('spec: sorted by name unless a configured order is given', () => {
    it('sorts by name, case-insensitive and numbers in order', () => {
      expect(names(sortLocations([store10, coast, store2, brisbane]))).toEqual([
        'brisbane Motors',
        'Coast Motors',
        'Store 2',
        'Store 10',
      ]);
    });

    it('follows the configured order, others after by name', () => {
      expect(names(sortLocations([store10, coast, store2, brisbane], [3, 1]))).toEqual([
        'Store 10',
        'Coast Motors',
        'brisbane Motors',
        'Store 2',
      ]);
    });

    it('does not change the input', () => {
      const input = [store10, coast];
      sortLocations(input);
      expect(names(input)).toEqual(['Store 10', 'Coast Motors']);
    });
  });

  describe('spec: grouped locations order sales, service, parts', () => {
    it('puts car-buying after parts', () => {
      const list = [
        makeLocation({ id: 5, name: 'A Buying', location_type: 'car-buying' }),
        makeLocation({ id: 6, name: 'B Parts', location_type: 'parts' }),
        makeLocation({ id: 7, name: 'C Service', location_type: 'service' }),
        makeLocation({ id: 8, name: 'D Sales', location_type: 'sales' }),
      ];
      expect(names(sortByType(list))).toEqual(['D Sales', 'C Service', 'B Parts', 'A Buying']);
    });

    it('treats a location without a type as sales', () => {
      const untyped = makeLocation({ id: 9, name: 'Z Untyped' });
      expect(untyped.location_type).toBe('sales');
      expect(
        names(sortByType([makeLocation({ id: 10, name: 'A Service', location_type: 'service' }), untyped])),
      ).toEqual(['Z Untyped', 'A Service']);
    });
  });
});
