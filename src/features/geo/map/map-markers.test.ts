import { describe, expect, it } from 'vitest';
import { bounds, MAX_ZOOM, pinLabels } from './map-markers.ts';

const at = (lat: number, lng: number) => ({ lat, lng, label: `${lat},${lng}` });

describe('place map', () => {
  it('caps zoom at 15 (spec)', () => expect(MAX_ZOOM).toBe(15));
  it('numbers the pins when there are fewer than 10 places', () => {
    expect(pinLabels([at(1, 1), at(2, 2)])).toEqual(['1', '2']);
    expect(pinLabels(Array.from({ length: 10 }, (_, i) => at(i, i))).every((l) => l === undefined)).toBe(true);
  });
  it('frames every marker', () => {
    expect(bounds([at(-27.4, 153.0), at(-33.8, 151.2)])).toEqual([[-33.8, 151.2], [-27.4, 153.0]]);
    expect(bounds([])).toBeUndefined();
  });
});
