import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, haversineKm } from './haversine.ts';

const brisbaneCbd = { lat: -27.4698, lng: 153.0251 };
const sydneyCbd = { lat: -33.8688, lng: 151.2093 };
const melbourneCbd = { lat: -37.8136, lng: 144.9631 };

describe('haversineKm', () => {
  describe('spec: haversine on an earth radius of 6371 km', () => {
    it('uses 6371 km', () => {
      expect(EARTH_RADIUS_KM).toBe(6371);
    });

    it('one degree of latitude along a meridian is 6371 × π / 180 km', () => {
      expect(haversineKm({ lat: -27, lng: 153 }, { lat: -28, lng: 153 })).toBeCloseTo((6371 * Math.PI) / 180, 6);
    });

    it('antipodal points are half the circumference apart', () => {
      expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
    });
  });

  describe('known city distances', () => {
    it('Brisbane CBD to Sydney CBD is about 730 km', () => {
      expect(haversineKm(brisbaneCbd, sydneyCbd)).toBeGreaterThan(725);
      expect(haversineKm(brisbaneCbd, sydneyCbd)).toBeLessThan(740);
    });

    it('Sydney CBD to Melbourne CBD is the published 713 km great-circle distance (±2 km)', () => {
      expect(Math.abs(haversineKm(sydneyCbd, melbourneCbd) - 713)).toBeLessThan(2);
    });
  });

  describe('properties', () => {
    it('is zero for the same point and symmetric', () => {
      expect(haversineKm(brisbaneCbd, brisbaneCbd)).toBe(0);
      expect(haversineKm(brisbaneCbd, sydneyCbd)).toBe(haversineKm(sydneyCbd, brisbaneCbd));
    });
  });
});
