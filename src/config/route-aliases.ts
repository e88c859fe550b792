import type { Tenant } from './load-tenant.ts';

/**
 * Spec routes that old links and other sites use for pages this platform serves under one name:
 * each answered by a redirect (Astro writes a redirect page per entry). Location aliases cover the
 * visible locations; a dealership's slug leads to its first visible location. /parts/search is the parts
 * catalogue search where the tenant has a catalogue (parts.json), else it leads to the parts order form.
 */
export function routeAliases({ locations, parts }: Pick<Tenant, 'locations' | 'parts'>): Record<string, string> {
  const aliases: Record<string, string> = {
    '/contact-us': '/contact',
    // The car breadcrumb's type step on sites with features.breadcrumbPrefix 'used-car'.
    '/used-car': '/search/used-cars',
  };
  if (parts.length === 0) aliases['/parts/search'] = '/vehicle-parts-and-accessories';
  const visible = locations.filter((location) => location.visible);
  for (const location of visible) {
    const page = `/our-location/${location.slug}`;
    aliases[`/contact-us/${location.slug}`] = page;
    aliases[`/locations/${location.slug}`] = page;
  }
  for (const location of visible)
    aliases[`/locations/${location.dealership_slug}`] ??= `/our-location/${location.slug}`;
  return aliases;
}
