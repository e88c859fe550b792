import { describe, expect, it } from 'vitest';
import { locationNumericFilter, searchFilters } from './location-filter.ts';

const locations = [
  { id: 1, lat: -27.6126, lng: 153.1276 }, // Springwood QLD
  { id: 2, lat: -33.8688, lng: 151.2093 }, // Sydney
];
const brisbane = { lat: -27.4698, lng: 153.0251 };

describe('location radius filter', () => {
  it('keeps the locations within the radius (spec: 25 to 1000 km options)', () => {
    expect(locationNumericFilter({ ...brisbane, radius: 25 }, locations)).toEqual(['location_id=1']);
    expect(locationNumericFilter({ ...brisbane, radius: 750 }, locations)).toEqual(['location_id=1', 'location_id=2']);
  });
  it('gives no results when no location is inside', () => {
    expect(locationNumericFilter({ lat: -12.46, lng: 130.84, radius: 100 }, locations)).toEqual(['location_id=-1']);
  });
  it('prefers locationId and ignores an unset filter', () => {
    expect(locationNumericFilter({ locationId: '2', ...brisbane, radius: 25 }, locations)).toEqual(['location_id=2']);
    expect(locationNumericFilter({}, locations)).toBeNull();
    expect(locationNumericFilter(brisbane, locations)).toBeNull();
  });
});

describe('search filters expression', () => {
  it('ORs the location ids and the offer tags, ANDed together', () => {
    expect(
      searchFilters({ ...brisbane, radius: 750 }, { locations, offers: true, offerFilter: ['tag:Price Drop'] }),
    ).toBe('(location_id=1 OR location_id=2) AND (tag:"Price Drop")');
    expect(searchFilters({}, { locations, offers: false, offerFilter: [] })).toBe('');
  });
});
