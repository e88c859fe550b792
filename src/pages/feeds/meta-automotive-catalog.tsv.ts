import type { APIRoute } from 'astro';
import { metaAutomotiveCatalog } from '../../features/feeds/rules/meta-automotive-catalog.ts';
import { carPages } from '../../features/vehicle/build/car-pages.ts';
import { tenant } from '../../tenant/current.ts';

/** /feeds/meta-automotive-catalog.tsv: the Meta automotive catalog feed, written at build. */
export const GET: APIRoute = async () =>
  new Response(metaAutomotiveCatalog((await carPages(tenant)).cars, tenant.locations, tenant.site), {
    headers: { 'Content-Type': 'text/tab-separated-values; charset=utf-8' },
  });
