import type { Model } from '../../../config/models-schema.ts';
import type { FooterGroup, MenuItem } from '../../../config/site/navigation.ts';

export interface NavLink {
  label: string;
  href: string;
}
/** A resolved header entry: a link or a dropdown of links. */
export type NavEntry = { label: string; href: string; links?: undefined } | { label: string; links: NavLink[] };

/** spec: Stock dropdown. Search routes by car type. */
export const STOCK_LINKS: NavLink[] = [
  { label: 'All Stock', href: '/search/new-used-and-demo-cars' },
  { label: 'New Cars', href: '/search/new-cars' },
  { label: 'Used Cars', href: '/search/used-cars' },
  { label: 'Demo Cars', href: '/search/demo-cars' },
  { label: 'Special Offers', href: '/special-offers' },
];

export function modelLinks(models: readonly Model[]): NavLink[] {
  return models.map((m) => ({ label: m.name, href: `/models/${m.slug}` }));
}

/** Header entries with the dynamic dropdowns filled in; an empty Models dropdown is dropped. */
export function resolveHeader(items: readonly MenuItem[], models: readonly Model[], financePath: string): NavEntry[] {
  return items.flatMap((item) => headerEntries(item, models, financePath));
}

function headerEntries(item: MenuItem, models: readonly Model[], financePath: string): NavEntry[] {
  switch (item.kind) {
    case 'link':
      return [{ label: item.label, href: item.href === '/finance' ? financePath : item.href }];
    case 'group':
      return [{ label: item.label, links: item.links }];
    case 'models': {
      const links = modelLinks(models);
      return links.length > 0 ? [{ label: item.label, links }] : [];
    }
    case 'stock':
      return [{ label: item.label, links: STOCK_LINKS }];
  }
}

/** Footer groups with '{dealer}' replaced and the model list filled in; empty groups are dropped. */
export function resolveFooter(
  groups: readonly FooterGroup[],
  models: readonly Model[],
  dealerName: string,
): { heading: string; links: NavLink[] }[] {
  return groups
    .map((g) => ({
      heading: g.heading.replace('{dealer}', dealerName),
      links: g.links === 'models' ? modelLinks(models) : g.links,
    }))
    .filter((g) => g.links.length > 0);
}
