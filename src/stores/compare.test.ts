import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, type CompareCar, toggledCompare } from './compare.ts';

const car = (id: number): CompareCar => ({ id, slug: `car-${id}`, name: `Car ${id}` });

describe('toggledCompare', () => {
  it('adds a car that is not in the list, at the end', () => {
    expect(toggledCompare([car(1)], car(2)).map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('removes a car already in the list', () => {
    expect(toggledCompare([car(1), car(2), car(3)], car(2)).map((entry) => entry.id)).toEqual([1, 3]);
  });

  it('drops the oldest car past the limit', () => {
    const full = Array.from({ length: COMPARE_LIMIT }, (_, index) => car(index + 1));
    const next = toggledCompare(full, car(99));
    expect(next).toHaveLength(COMPARE_LIMIT);
    expect(next.map((entry) => entry.id)).toEqual([...full.slice(1).map((entry) => entry.id), 99]);
  });

  it('leaves the given list unchanged', () => {
    const list = [car(1)];
    toggledCompare(list, car(2));
    expect(list.map((entry) => entry.id)).toEqual([1]);
  });
});
