// node scripts/bundle-tenants.ts slug…: bundles the named tenants' sites with Astro (Vite), one after another in this
// one process, and keeps each prerender bundle with the files Astro wrote (scripts/lib/kept-prerender.ts), rendering no
// page. Prints a JSON line per tenant once its bundle is kept (`{"bundled":slug,"seconds":…,"maxRssMb":…}`) or could
// not be made (`{"failed":slug,"message":…}`), then `{"done":n}`. Run by scripts/lib/build-tenants.ts ahead of the
// tenants' builds, and by scripts/build-tenant.ts for its own tenant when no kept bundle fits: in a child, so that
// Vite's memory (its bundler keeps hundreds of MB resident) is gone before the pages are rendered on every core.
// One process for all: after the first, a tenant's bundle takes about 2.4 s instead of 4 s in a process of its own.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'astro';
import { loadTenant } from '../src/config/load-tenant.ts';
import { codeFingerprint } from './lib/build-stamp.ts';
import { contentSync } from './lib/content-sync.ts';
import { filesIn, linkFiles } from './lib/incremental-build.ts';
import { keepPrerender, keepSiteFiles, keptSiteDir, markKept } from './lib/kept-prerender.ts';
import { astroCacheDir, DIST_DIR, keptPrerenderDir, ROOT } from './lib/paths.ts';
import { stagingDir } from './lib/publish-build.ts';
import { bundleInputs, contentInputs, sourceInputs } from './lib/source-inputs.ts';

const PUBLIC_DIR = join(ROOT, 'public');
const EMPTY_PUBLIC = join(process.cwd(), 'no-public');
mkdirSync(EMPTY_PUBLIC, { recursive: true });
// Every tenant here is bundled from the same code (its fingerprint handed down by scripts/lib/build-tenants.ts).
const CODE = process.env.BUILD_CODE || codeFingerprint('');
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

/**
 * Bundles one tenant into its staging folder (emptied again by its build, scripts/build-tenant.ts) and keeps the bundle
 * with the files Astro wrote and public/, linked straight into the kept site folder.
 */
async function bundle(slug: string): Promise<void> {
  const source = sourceInputs(loadTenant(slug), CODE);
  const keepDir = keptPrerenderDir(slug);
  const outDir = stagingDir(DIST_DIR, slug);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // The collections' store (in Astro's cache) is synced again unless these inputs filled it; BUILD_FULL=1 always syncs.
  const sync = contentSync(astroCacheDir(slug), contentInputs(source), process.env.BUILD_FULL === '1');
  // astro.config.mjs and the collections read the tenant from TENANT, each time Astro loads them.
  process.env.TENANT = slug;
  await build(
    {
      root: ROOT,
      outDir,
      // public/ is linked below: Astro would copy its 2,500 files (25 MB of demo pictures) for every tenant.
      publicDir: EMPTY_PUBLIC,
      logLevel: process.env.BUILD_LOG_LEVEL === 'info' ? 'info' : 'warn',
      integrations: [keepPrerender(keepDir).integration],
    },
    // An option of Astro's builder that build() passes through.
    { sync: sync.needed } as NonNullable<Parameters<typeof build>[1]>,
  );
  sync.succeeded();
  keepSiteFiles(keepDir, outDir);
  linkFiles(PUBLIC_DIR, keptSiteDir(keepDir), filesIn(PUBLIC_DIR));
  markKept(keepDir, bundleInputs(source));
}

const slugs = process.argv.slice(2);
for (const slug of slugs) {
  const started = performance.now();
  try {
    await bundle(slug);
    say({
      bundled: slug,
      seconds: (performance.now() - started) / 1000,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
    });
  } catch (error) {
    // Astro's messages mark names up in Markdown (**title**).
    say({ failed: slug, message: (error as Error).message.replaceAll('**', '') });
  }
}
say({ done: slugs.length });
