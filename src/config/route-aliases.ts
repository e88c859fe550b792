import type { Location } from './location-schema.ts';

/**
 * Spec routes that old links and other sites use for pages this platform serves under one name:
 * each answered by a redirect (Astro writes a redirect page per entry). Location aliases cover the
 * visible locations; a dealership's slug leads to its first visible location.
 */
export function routeAliases(locations: readonly Location[]): Record<string, string> {
  const aliases: Record<string, string> = {
    '/contact-us': '/contact',
    '/parts/search': '/vehicle-parts-and-accessories',
    // The car breadcrumb's type step on sites with features.breadcrumbPrefix 'used-car'.
    '/used-car': '/search/used-cars',
  };
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
