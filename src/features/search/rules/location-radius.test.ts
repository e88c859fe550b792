import { describe, expect, it } from 'vitest';
import { RADIUS_OPTIONS_KM, withinRadius } from './location-radius.ts';

describe('location radius', () => {
  const brisbane = { lat: -27.4698, lng: 153.0251 };
  const hits = [
    { id: 'gold-coast', lat: -28.0167, lng: 153.4 },
    { id: 'sydney', lat: -33.8688, lng: 151.2093 },
    { id: 'chermside', lat: -27.3858, lng: 153.0309 },
    { id: 'nowhere' },
  ];
  it('offers the spec radius options', () => {
    expect(RADIUS_OPTIONS_KM).toEqual([25, 50, 75, 100, 150, 250, 500, 750, 1000]);
  });
  it('keeps hits within the radius by haversine distance, nearest first', () => {
    expect(withinRadius(hits, brisbane, 25).map((hit) => hit.id)).toEqual(['chermside']);
    expect(withinRadius(hits, brisbane, 100).map((hit) => hit.id)).toEqual(['chermside', 'gold-coast']);
    const all = withinRadius(hits, brisbane, 1000);
    expect(all.map((hit) => hit.id)).toEqual(['chermside', 'gold-coast', 'sydney']);
    expect(all[2]?.distanceKm).toBeGreaterThan(700);
    expect(all[2]?.distanceKm).toBeLessThan(740);
  });
});
