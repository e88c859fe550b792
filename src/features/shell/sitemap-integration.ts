import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { sitemapXml } from './sitemap.ts';

/** Writes dist/<slug>/sitemap.xml from the pages the build produced, leaving out the redirect pages of `redirectFrom`. */
export function sitemap(origin: string, redirectFrom: readonly string[] = []): AstroIntegration {
  const redirects = new Set(redirectFrom.map((path) => path.replace(/^\//, '').replace(/\/?$/, '/')));
  return {
    name: 'tenant-sitemap',
    hooks: {
      'astro:build:done': ({ dir, pages }) => {
        writeFileSync(fileURLToPath(new URL('sitemap.xml', dir)), sitemapXml(origin, pages.map((p) => p.pathname).filter((p) => !redirects.has(p.replace(/\/?$/, '/')))));
      },
    },
  };
}
