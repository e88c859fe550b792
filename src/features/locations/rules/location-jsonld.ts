import type { Location } from '../../../config/location-schema.ts';
import { locationPhone } from './location-phone.ts';
import { openingHoursSpecification } from './opening-hours-jsonld.ts';

/** spec: discoverability. schema.org AutoDealer (AutoRepair for service/parts sites) for a location page. */
export function locationJsonLd(location: Location, pageUrl: string, today: string): Record<string, unknown> {
  const phone = locationPhone(location);
  const type = location.location_type === 'service' || location.location_type === 'parts' ? 'AutoRepair' : 'AutoDealer';
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${pageUrl}#location`,
    name: location.name,
    url: pageUrl,
    ...(phone ? { telephone: phone } : {}),
    ...(location.image ? { image: new URL(location.image.url, pageUrl).href } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.state,
      postalCode: location.address.postcode,
      addressCountry: 'AU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.address.lat, longitude: location.address.long },
    openingHoursSpecification: openingHoursSpecification(location, today),
    ...(location.reviews && location.reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: location.reviews.average_rating,
            reviewCount: location.reviews.count,
          },
        }
      : {}),
    parentOrganization: { '@type': 'Organization', name: location.dealership_name },
  };
}
