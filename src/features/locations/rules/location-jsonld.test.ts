import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LocationSchema } from '../../../config/location-schema.ts';
import { locationJsonLd } from './location-jsonld.ts';

const weekday = (d: number) => ({ weekday: d, status: 'open', open: '08:00', close: '17:00' });
const location = v.parse(LocationSchema, {
  id: 3,
  slug: 'north-sales',
  name: 'North Sales',
  dealership_id: 1,
  dealership_slug: 'north',
  dealership_name: 'North Motors',
  address: { street: '10 Gympie Road', city: 'Kedron', state: 'QLD', postcode: '4031', lat: -27.41, long: 153.03 },
  contact_detail: { phone: '07 3350 0000', opening_hours: [1, 2, 3, 4, 5].map(weekday) },
  reviews: { average_rating: 4.7, count: 982 },
});

describe('AutoDealer JSON-LD for a location page', () => {
  const ld = locationJsonLd(location, 'https://www.north.example/our-location/north-sales/', '2026-11-22');
  it('is an AutoDealer with address and geo', () => {
    expect(ld['@type']).toBe('AutoDealer');
    expect(ld['address']).toMatchObject({
      streetAddress: '10 Gympie Road',
      addressLocality: 'Kedron',
      addressRegion: 'QLD',
      postalCode: '4031',
      addressCountry: 'AU',
    });
    expect(ld['geo']).toEqual({ '@type': 'GeoCoordinates', latitude: -27.41, longitude: 153.03 });
  });
  it('carries the opening hours specification and the rating', () => {
    expect(ld['openingHoursSpecification']).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '17:00',
      },
    ]);
    expect(ld['aggregateRating']).toMatchObject({ ratingValue: 4.7, reviewCount: 982 });
  });
  it('is AutoRepair for a service location', () => {
    expect(locationJsonLd({ ...location, location_type: 'service' }, 'https://x.example/', '2026-11-22')['@type']).toBe(
      'AutoRepair',
    );
  });
});
