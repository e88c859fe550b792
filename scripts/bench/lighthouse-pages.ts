import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../../src/config/load-tenant.ts';
import { loadStock } from '../../src/features/stock/build/load-stock.ts';
import type { PageKind } from './budgets.ts';

/** A page of a built tenant to audit: its kind (for the budgets) and its path on the tenant's host. */
export interface AuditPage {
  kind: PageKind;
  path: string;
}

export const SEARCH_PATH = '/search/new-used-and-demo-cars';

function builtPage(siteDir: string, path: string): boolean {
  return existsSync(join(siteDir, path, 'index.html'));
}

function firstSubfolderWithPage(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.html')))
    .map((d) => d.name)
    .sort()[0];
}

/** A car page: the first car link of the prerendered search page, else the first stock car with a built page, else any built /cars/ page. */
async function carPath(tenant: Tenant, siteDir: string): Promise<string | undefined> {
  const searchHtml = join(siteDir, SEARCH_PATH, 'index.html');
  if (existsSync(searchHtml)) {
    const link = /href="(\/cars\/[^"?#]+)"/.exec(readFileSync(searchHtml, 'utf8'))?.[1];
    if (link && builtPage(siteDir, link)) return link;
  }
  const { cars } = await loadStock(tenant);
  const fromStock = cars.find((car) => builtPage(siteDir, `/cars/${car.slug}`));
  if (fromStock) return `/cars/${fromStock.slug}`;
  const any = firstSubfolderWithPage(join(siteDir, 'cars'));
  return any ? `/cars/${any}` : undefined;
}

/** The pages to audit in a built tenant: home, a location page, and the search and a car page when the build has them. */
export async function auditPages(tenant: Tenant, siteDir: string): Promise<AuditPage[]> {
  const pages: AuditPage[] = [{ kind: 'home', path: '/' }];
  const location = firstSubfolderWithPage(join(siteDir, 'our-location'));
  if (location) {
    const path = `/our-location/${location}/`;
    pages.push({
      kind: readFileSync(join(siteDir, path, 'index.html'), 'utf8').includes('data-place-map')
        ? 'location-map'
        : 'location',
      path,
    });
  }
  if (builtPage(siteDir, SEARCH_PATH)) pages.push({ kind: 'search', path: SEARCH_PATH });
  const car = await carPath(tenant, siteDir);
  if (car) pages.push({ kind: 'car', path: car });
  return pages;
}
