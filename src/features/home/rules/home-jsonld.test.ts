import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SiteSchema } from '../../../config/site-schema.ts';
import { makeLocation, weekdays } from '../../locations/rules/fixtures/spec-locations.ts';
import { breadcrumbJsonLd } from '../../shell/rules/breadcrumb-jsonld.ts';
import { homeDealerJsonLd } from './home-jsonld.ts';

const site = v.parse(SiteSchema, {
  id: 1,
  name: 'City Motors',
  url: 'https://www.city.example.com.au',
  description: 'd',
  stock: { type: 'generated', seed: 1, count: 1, profile: 'multi-brand' },
});

describe('home AutoDealer', () => {
  it("carries the primary location's address, telephone, geo and opening hours", () => {
    const other = makeLocation({ id: 1, name: 'City Motors North', contact_detail: { phone: '07 5550 0001' } });
    const primary = makeLocation({
      id: 2,
      name: 'City Motors Sales',
      primary: true,
      contact_detail: { phone: '07 5550 0101', opening_hours: weekdays('08:00', '17:00') },
    });
    const data = homeDealerJsonLd(site, [other, primary], '2026-11-23');
    expect(data).toMatchObject({
      '@type': 'AutoDealer',
      name: 'City Motors',
      url: 'https://www.city.example.com.au',
      telephone: '07 5550 0101',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main Street',
        addressLocality: 'Brisbane',
        addressRegion: 'QLD',
        postalCode: '4000',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -27.4698, longitude: 153.0251 },
    });
    expect(data['openingHoursSpecification']).toEqual(
      expect.arrayContaining([expect.objectContaining({ opens: '08:00', closes: '17:00' })]),
    );
  });
});

describe('BreadcrumbList', () => {
  it('numbers the crumbs from 1 with absolute URLs, the current page at its canonical', () => {
    expect(
      breadcrumbJsonLd(
        [{ label: 'Home', href: '/' }, { label: 'Used Cars', href: '/search/used-cars' }, { label: '2024 MG ZS' }],
        'https://x.au/cars/a-1/',
        'https://x.au',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.au/' },
        { '@type': 'ListItem', position: 2, name: 'Used Cars', item: 'https://x.au/search/used-cars' },
        { '@type': 'ListItem', position: 3, name: '2024 MG ZS', item: 'https://x.au/cars/a-1/' },
      ],
    });
  });
});
