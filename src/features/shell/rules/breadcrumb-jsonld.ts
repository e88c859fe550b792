import type { Crumb } from './breadcrumbs.ts';

/**
 * schema.org BreadcrumbList of a page's crumbs: positions from 1, absolute `item` URLs; the
 * current page (no href) takes the canonical URL.
 */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  canonical: string,
  siteUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.href === undefined ? canonical : new URL(crumb.href, siteUrl).href,
    })),
  };
}
