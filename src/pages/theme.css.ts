import type { APIRoute } from 'astro';
import { themeCss } from '../features/shell/theme-css.ts';
import { tenant } from '../tenant/current.ts';

export const GET: APIRoute = () =>
  new Response(themeCss(tenant.site.branding), { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
