import { describe, expect, it } from 'vitest';
import { addressLine, directionsUrl } from './directions.ts';

const address = { street: '1 Main Street', city: 'Brisbane', state: 'QLD' as const, postcode: '4000' };

describe('Get Directions', () => {
  describe('spec: opens the maps place link', () => {
    it('uses the place_url when set', () => {
      const place_url = 'https://maps.google.com/?cid=123';
      expect(directionsUrl({ address: { ...address, place_url } })).toBe(place_url);
    });

    it('otherwise searches the address', () => {
      expect(directionsUrl({ address })).toBe(
        'https://www.google.com/maps/search/?api=1&query=1+Main+Street%2C+Brisbane+QLD+4000',
      );
    });

    it('pins the search to a place id when known', () => {
      expect(directionsUrl({ address: { ...address, place_id: 'ChIJ123' } })).toContain('&query_place_id=ChIJ123');
    });
  });

  describe('address line', () => {
    it('joins street, city, state and postcode', () => {
      expect(addressLine({ address })).toBe('1 Main Street, Brisbane QLD 4000');
      expect(addressLine({ address: { ...address, street: ' ' } })).toBe('Brisbane QLD 4000');
    });
  });
});
