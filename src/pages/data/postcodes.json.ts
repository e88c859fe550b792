import type { APIRoute } from 'astro';
import table from '../../features/geo/data/postcodes.json' with { type: 'json' };

/** The compacted AU postcode and suburb table, fetched by the dealer locator when a shopper starts typing. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(table), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
