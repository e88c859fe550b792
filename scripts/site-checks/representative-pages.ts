import type { BuiltSite } from './built-site.ts';
import { pageRoutes, pagesByRoute, spread } from './page-types.ts';

/** A page standing for its type: the route file that built it (or 'redirect'), and its URL path. */
export interface PageOfType {
  type: string;
  path: string;
}

/** The fields of /data/cars-lite.json that make car pages look different. */
interface CarVariant {
  slug: string;
  car_type: string;
  status: string;
  reserved: boolean;
  body: string;
  price: number;
  photos_count: number;
}

export interface PageChoice {
  /** Pages per route of src/pages, spread over the pages it built. */
  perRoute: number;
  /** The redirect pages (route aliases); one of them is chosen. */
  redirects: ReadonlySet<string>;
  /** Routes of car pages (route files such as 'cars/[slug].astro') that also get one car of every kind. */
  carKindRoutes: readonly string[];
  /** Which kinds count ('type:new', 'status:sold', 'body:Caravan', 'reserved', 'price on enquiry', 'photos:0', ...); all by default. */
  carKinds?: (kind: string) => boolean;
}

/**
 * Representative built pages of every page type: up to `perRoute` pages per route of src/pages,
 * one redirect page, and on the car routes named one car of every condition, status and kind
 * (caravan, motorcycle, reserved, sold, price on enquiry, one photo or none).
 */
export function representativePages(site: BuiltSite, choice: PageChoice): PageOfType[] {
  const groups = pagesByRoute(site.pages, pageRoutes(), (page) => choice.redirects.has(page));
  const cars = new Set(carVariants(site, choice.carKinds ?? (() => true)));
  const chosen: PageOfType[] = [];
  for (const [type, pages] of groups) {
    const kinds = choice.carKindRoutes.includes(type) ? pages.filter((page) => cars.has(page.split('/')[2] ?? '')) : [];
    for (const path of new Set([...spread(pages, type === 'redirect' ? 1 : choice.perRoute), ...kinds]))
      chosen.push({ type, path });
  }
  return chosen;
}

/** Slugs of one car of each kind, from the built site's /data/cars-lite.json (none when absent). */
function carVariants(site: BuiltSite, wanted: (kind: string) => boolean): string[] {
  const file = site.fileFor('/data/cars-lite.json');
  if (!file) return [];
  const cars = JSON.parse(site.read(file)) as CarVariant[];
  const kinds: ((car: CarVariant) => string | undefined)[] = [
    (car) => `type:${car.car_type}`,
    (car) => `status:${car.status}`,
    (car) => (car.reserved ? 'reserved' : undefined),
    (car) => (['Caravan', 'Motorcycle'].includes(car.body) ? `body:${car.body}` : undefined),
    (car) => (car.price <= 10 ? 'price on enquiry' : undefined),
    (car) => (car.photos_count <= 1 ? `photos:${car.photos_count}` : undefined),
  ];
  const seen = new Set<string>();
  const slugs = new Set<string>();
  for (const car of cars) {
    for (const kind of kinds) {
      const key = kind(car);
      if (key && wanted(key) && !seen.has(key)) {
        seen.add(key);
        slugs.add(car.slug);
      }
    }
  }
  return [...slugs];
}
