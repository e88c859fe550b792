import { describe, expect, it } from 'vitest';
import { haversineKm } from './haversine.ts';
import { addressPoint, nearby, NEARBY_LIMIT, NEARBY_RADIUS_KM } from './nearby.ts';
import { LOCATION_FILTER_CITY_LIMIT, RADIUS_OPTIONS_KM } from './search-radius.ts';

const brisbane = { lat: -27.4698, lng: 153.0251 };
const dealer = (name: string, lat: number, long: number) => ({ name, address: { lat, long } });

// Distances from Brisbane CBD, roughly: Ipswich 34, Springwood 20, Gold Coast 66, Sunshine Coast 90,
// Toowoomba 107, Gympie 160, Byron Bay 160, Bundaberg 300, Sydney 732.
const dealers = [
  dealer('Sydney', -33.8688, 151.2093),
  dealer('Toowoomba', -27.5598, 151.9507),
  dealer('Gold Coast', -28.0167, 153.4),
  dealer('Ipswich', -27.6144, 152.7608),
  dealer('Bundaberg', -24.8661, 152.3489),
  dealer('Springwood', -27.6133, 153.1287),
  dealer('Sunshine Coast', -26.65, 153.0667),
  dealer('Gympie', -26.19, 152.6655),
  dealer('Byron Bay', -28.6474, 153.602),
];

describe('nearby dealerships', () => {
  describe('spec: within 250 km, top 5', () => {
    it('uses the spec constants', () => {
      expect(NEARBY_RADIUS_KM).toBe(250);
      expect(NEARBY_LIMIT).toBe(5);
    });

    it('returns the 5 nearest, nearest first, with distances in km', () => {
      const result = nearby(dealers, brisbane, addressPoint);
      expect(result.map((r) => r.place.name)).toEqual([
        'Springwood',
        'Ipswich',
        'Gold Coast',
        'Sunshine Coast',
        'Toowoomba',
      ]);
      expect(result[0]?.distanceKm).toBeCloseTo(haversineKm(brisbane, { lat: -27.6133, lng: 153.1287 }), 9);
      for (let i = 1; i < result.length; i += 1) {
        expect(result[i]?.distanceKm).toBeGreaterThanOrEqual(result[i - 1]?.distanceKm ?? 0);
      }
    });

    it('drops dealerships beyond 250 km even when fewer than 5 remain', () => {
      const far = dealers.filter((d) => ['Sydney', 'Bundaberg', 'Gympie'].includes(d.name));
      expect(nearby(far, brisbane, addressPoint).map((r) => r.place.name)).toEqual(['Gympie']);
    });

    it('keeps a dealership exactly on the radius', () => {
      const onEdge = dealer('Edge', -27.4698 - 250 / ((6371 * Math.PI) / 180), 153.0251);
      expect(nearby([onEdge], brisbane, addressPoint, { radiusKm: 250.000001 })).toHaveLength(1);
    });

    it('honours a chosen radius and limit', () => {
      expect(nearby(dealers, brisbane, addressPoint, { radiusKm: 50, limit: 1 }).map((r) => r.place.name)).toEqual([
        'Springwood',
      ]);
    });

    it('returns nothing for no dealerships', () => {
      expect(nearby([], brisbane, addressPoint)).toEqual([]);
    });
  });
});

describe('search radius constants', () => {
  it('spec: radius options 25 to 1000 km', () => {
    expect(RADIUS_OPTIONS_KM).toEqual([25, 50, 75, 100, 150, 250, 500, 750, 1000]);
  });

  it('spec: location filter limit 5 cities', () => {
    expect(LOCATION_FILTER_CITY_LIMIT).toBe(5);
  });
});
