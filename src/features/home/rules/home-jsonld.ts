import type { Location } from '../../../config/location-schema.ts';
import type { Site } from '../../../config/site-schema.ts';
import { locationJsonLd } from '../../locations/rules/location-jsonld.ts';

/** The location that speaks for the dealer: the visible primary one, else the first visible. */
export function primaryLocation(locations: readonly Location[]): Location | undefined {
  const visible = locations.filter((l) => l.visible);
  return visible.find((l) => l.primary) ?? visible[0];
}

/**
 * schema.org AutoDealer of the home page: name, url, logo, the primary location's address,
 * telephone, geo and opening hours, and every visible location as a department.
 */
export function homeDealerJsonLd(site: Site, locations: readonly Location[], today: string): Record<string, unknown> {
  const primary = primaryLocation(locations);
  const place = primary ? locationJsonLd(primary, new URL(`/our-location/${primary.slug}`, site.url).href, today) : {};
  const { address, telephone, geo, openingHoursSpecification } = place;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: site.name,
    url: site.url,
    ...(site.branding.logo ? { logo: new URL(site.branding.logo.url, site.url).href } : {}),
    image: new URL(site.branding.defaultImage, site.url).href,
    ...(address ? { address } : {}),
    ...(telephone ? { telephone } : {}),
    ...(geo ? { geo } : {}),
    ...(openingHoursSpecification ? { openingHoursSpecification } : {}),
    department: locations
      .filter((l) => l.visible)
      .map((l) => ({ '@type': 'AutoDealer', name: l.name, url: new URL(`/our-location/${l.slug}`, site.url).href })),
  };
}
