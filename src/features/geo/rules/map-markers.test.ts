import { describe, expect, it } from 'vitest';
import { bounds, indexNumbers, mapPins, MAX_ZOOM } from './map-markers.ts';

const at = (lat: number, lng: number, extra: { place?: string; number?: string } = {}) => ({
  lat,
  lng,
  label: `${lat},${lng}`,
  ...extra,
});

describe('place map', () => {
  it('caps zoom at 15 (spec)', () => expect(MAX_ZOOM).toBe(15));

  describe('numbered index when fewer than 10 results (spec)', () => {
    it('numbers 1 to 9 entries', () => {
      expect(indexNumbers(2)).toEqual(['1', '2']);
      expect(indexNumbers(9).at(-1)).toBe('9');
    });
    it('numbers none of 10 or more', () => {
      expect(indexNumbers(10)).toEqual(Array.from({ length: 10 }, () => undefined));
    });
  });

  describe('pins', () => {
    it('gives markers at the same point one pin carrying their numbers, titled by the place', () => {
      const pins = mapPins([
        at(-27.6, 153.1, { place: 'Springwood', number: '1' }),
        at(-33.8, 151.0, { place: 'Parramatta', number: '2' }),
        at(-27.6, 153.1, { place: 'Springwood', number: '3' }),
      ]);
      expect(pins.map((pin) => [pin.title, pin.text, pin.markers.length])).toEqual([
        ['Springwood', '1, 3', 2],
        ['Parramatta', '2', 1],
      ]);
    });
    it('shows no text on pins of unnumbered markers, and the label when there is no place', () => {
      expect(mapPins([at(-27.6, 153.1)])).toMatchObject([{ title: '-27.6,153.1', text: '' }]);
    });
  });

  it('frames every point', () => {
    expect(bounds([at(-27.4, 153.0), at(-33.8, 151.2)])).toEqual([
      [-33.8, 151.2],
      [-27.4, 153.0],
    ]);
    expect(bounds([])).toBeUndefined();
  });
});
