import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { sitemapXml } from './sitemap.ts';

/** Writes dist/<slug>/sitemap.xml from the pages the build produced. */
export function sitemap(origin: string): AstroIntegration {
  return {
    name: 'tenant-sitemap',
    hooks: {
      'astro:build:done': ({ dir, pages }) => {
        writeFileSync(fileURLToPath(new URL('sitemap.xml', dir)), sitemapXml(origin, pages.map((p) => p.pathname)));
      },
    },
  };
}
