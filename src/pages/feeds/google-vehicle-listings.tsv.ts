import type { APIRoute } from 'astro';
import { googleVehicleListings } from '../../features/feeds/rules/google-vehicle-listings.ts';
import { carPages } from '../../features/vehicle/build/car-pages.ts';
import { tenant } from '../../tenant/current.ts';

/** /feeds/google-vehicle-listings.tsv: the Google vehicle listings feed, written at build. */
export const GET: APIRoute = async () =>
  new Response(googleVehicleListings((await carPages(tenant)).cars, tenant.locations, tenant.site), {
    headers: { 'Content-Type': 'text/tab-separated-values; charset=utf-8' },
  });
