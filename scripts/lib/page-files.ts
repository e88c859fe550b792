import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * An Astro integration recording which files each page of src/pages wrote (keys as src/tenant/page-inputs.ts names
 * the pages: 'cars/[slug].astro'), paths relative to the output folder, sorted.
 */
export function pageFilesRecorder(): { integration: AstroIntegration; files: Map<string, string[]> } {
  const files = new Map<string, string[]>();
  const pageOfRoute = new Map<string, string>();
  const integration: AstroIntegration = {
    name: 'dealer-sites:page-files',
    hooks: {
      'astro:routes:resolved': ({ routes }) => {
        for (const route of routes) {
          const entry = String(route.entrypoint);
          if (entry.startsWith('src/pages/')) pageOfRoute.set(route.pattern, entry.slice('src/pages/'.length));
        }
      },
      'astro:build:done': ({ dir, assets }) => {
        const root = fileURLToPath(dir);
        for (const [pattern, urls] of assets) {
          const page = pageOfRoute.get(pattern);
          if (!page) continue;
          const written = urls.map((url) => relative(root, fileURLToPath(url)).split(sep).join('/'));
          files.set(page, [...(files.get(page) ?? []), ...written].sort());
        }
      },
    },
  };
  return { integration, files };
}
