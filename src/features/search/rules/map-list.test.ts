import { describe, expect, it } from 'vitest';
import type { CarCardData } from './card-data.ts';
import { mapListOf } from './map-list.ts';

const places = [
  { id: 1, lat: -27.6126, lng: 153.1276 },
  { id: 8, lat: -33.81, lng: 151.0036 },
];
const car = (id: string, locationId: number | null): CarCardData => ({
  id,
  title: `Car ${id}`,
  href: `/cars/${id}`,
  image: null,
  priceText: '$39,990',
  wasText: null,
  weeklyText: null,
  comparisonText: null,
  priceLabel: null,
  specs: [],
  location: locationId === 8 ? 'Parramatta' : 'Springwood',
  locationId,
  distanceText: null,
  tag: null,
  buttons: [],
  favourite: null,
  sold: false,
});

describe('map list of a results page', () => {
  describe('fewer than 10 results: numbered 1..n, pins carry the numbers of their cars', () => {
    const { entries, pins } = mapListOf([car('a', 1), car('b', 8), car('c', 1)], places);
    it('numbers the list in result order', () =>
      expect(entries.map((e) => [e.car.id, e.number])).toEqual([
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
      ]));
    it('gives cars at one location one pin', () => {
      expect(
        pins.map((pin) => ({ title: pin.title, text: pin.text, lat: pin.lat, links: pin.markers.map((m) => m.href) })),
      ).toEqual([
        { title: 'Springwood', text: '1, 3', lat: -27.6126, links: ['/cars/a', '/cars/c'] },
        { title: 'Parramatta', text: '2', lat: -33.81, links: ['/cars/b'] },
      ]);
    });
  });

  it('numbers nothing from 10 results', () => {
    const { entries, pins } = mapListOf(
      Array.from({ length: 10 }, (_, i) => car(String(i), i % 2 === 0 ? 1 : 8)),
      places,
    );
    expect(entries.every((entry) => entry.number === undefined)).toBe(true);
    expect(pins.map((pin) => [pin.text, pin.markers.length])).toEqual([
      ['', 5],
      ['', 5],
    ]);
  });

  it('lists, but does not pin, a car whose location has no coordinates', () => {
    const { entries, pins } = mapListOf([car('a', 99), car('b', null), car('c', 8)], places);
    expect(entries.map((e) => e.number)).toEqual(['1', '2', '3']);
    expect(pins.map((pin) => pin.text)).toEqual(['3']);
  });
});
