// Bundles one tenant's site with Astro (Vite) into BUNDLE_OUT_DIR and keeps the prerender bundle, rendering no page;
// prints one JSON line with its peak memory. Run by scripts/build-tenant.ts as a child, so that Vite's memory (its
// bundler keeps hundreds of MB resident) is gone before the pages are rendered on every core.
import { build } from 'astro';
import { keepPrerender } from './lib/kept-prerender.ts';
import { keptPrerenderDir, ROOT } from './lib/paths.ts';

const slug = process.env.TENANT;
const outDir = process.env.BUNDLE_OUT_DIR;
if (!slug || !outDir) throw new Error('TENANT and BUNDLE_OUT_DIR are required');
const options: NonNullable<Parameters<typeof build>[1]> & { sync: boolean } = {
  // The content collections' store is synced unless the parent found it current (scripts/lib/content-sync.ts).
  sync: process.env.BUNDLE_SYNC === '1',
};
await build(
  {
    root: ROOT,
    outDir,
    logLevel: process.env.BUILD_LOG_LEVEL === 'info' ? 'info' : 'warn',
    integrations: [keepPrerender(keptPrerenderDir(slug)).integration],
  },
  options,
);
process.stdout.write(`${JSON.stringify({ maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`);
