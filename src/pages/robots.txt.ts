import type { APIRoute } from 'astro';
import { tenant } from '../tenant/current.ts';

export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nDisallow: /success\nDisallow: /print\nDisallow: /sign-in\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', tenant.site.url).href}\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
