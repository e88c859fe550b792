import type { APIRoute } from 'astro';
import { listedCarsLite } from '../../features/forms/build/tenant-stock.ts';
import { tenant } from '../../tenant/current.ts';

/** The tenant's listed cars, few fields each: forms with ?car_id=, the watchlist and garage pages read it. */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await listedCarsLite(tenant)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
