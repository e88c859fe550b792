// node scripts/bundle-tenants.ts: bundles the site every tenant's build renders from with Astro (Vite), once for all
// of them (no tenant is compiled in: each is read at render time, TENANT naming it), and keeps the prerender bundle
// with the files Astro wrote (scripts/lib/kept-prerender.ts), rendering no page. Prints one JSON line once the bundle
// is kept (`{"bundled":true,"seconds":…,"maxRssMb":…}`) or could not be made (`{"failed":true,"message":…}`). Run
// by scripts/lib/build-tenants.ts ahead of the tenants' builds, and by scripts/build-tenant.ts when no kept bundle
// fits: in a child, so that Vite's memory (its bundler keeps hundreds of MB resident) is gone before the pages are
// rendered on every core.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'astro';
import { TENANTS_DIR } from '../src/config/load-tenant.ts';
import { codeFingerprint } from './lib/build-stamp.ts';
import { contentSync } from './lib/content-sync.ts';
import { filesIn, linkFiles } from './lib/incremental-build.ts';
import { keepPrerender, keepSiteFiles, keptSiteDir, markKept } from './lib/kept-prerender.ts';
import { bundleCacheDir, DIST_DIR, keptPrerenderDir, ROOT } from './lib/paths.ts';
import { bundleInputs } from './lib/source-inputs.ts';

const PUBLIC_DIR = join(ROOT, 'public');
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

/**
 * Bundles the site into a work folder of its own and keeps the bundle with the files Astro wrote and public/, linked
 * straight into the kept site folder.
 */
async function bundle(): Promise<void> {
  // The code's fingerprint comes from scripts/lib/build-tenants.ts when it runs this (it reads every source file).
  const inputs = bundleInputs(process.env.BUILD_CODE || codeFingerprint(''), TENANTS_DIR);
  const keepDir = keptPrerenderDir();
  const outDir = join(DIST_DIR, '.cache', 'bundled-site');
  const emptyPublic = join(process.cwd(), 'no-public');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  mkdirSync(emptyPublic, { recursive: true });
  // Astro writes the prerender bundle here (outDir is elsewhere); a bundling that stopped half-way left its entry.
  rmSync(join(process.cwd(), '.astro', '.prerender'), { recursive: true, force: true });
  // The collections' store (in Astro's cache) is synced again unless these inputs filled it; BUILD_FULL=1 always syncs.
  const sync = contentSync(bundleCacheDir(), inputs, process.env.BUILD_FULL === '1');
  await build(
    {
      root: ROOT,
      outDir,
      cacheDir: bundleCacheDir(),
      // public/ is linked below: Astro would copy its 2,500 files (25 MB of demo pictures).
      publicDir: emptyPublic,
      logLevel: process.env.BUILD_LOG_LEVEL === 'info' ? 'info' : 'warn',
      integrations: [keepPrerender(keepDir).integration],
    },
    // An option of Astro's builder that build() passes through.
    { sync: sync.needed } as NonNullable<Parameters<typeof build>[1]>,
  );
  sync.succeeded();
  keepSiteFiles(keepDir, outDir);
  linkFiles(PUBLIC_DIR, keptSiteDir(keepDir), filesIn(PUBLIC_DIR));
  rmSync(outDir, { recursive: true, force: true });
  markKept(keepDir, inputs);
}

const started = performance.now();
// No tenant: the bundle is every tenant's (astro.config.mjs then names no tenant's folders).
delete process.env.TENANT;
try {
  await bundle();
  say({
    bundled: true,
    seconds: (performance.now() - started) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  });
} catch (error) {
  // Astro's messages mark names up in Markdown (**title**).
  say({ failed: true, message: (error as Error).message.replaceAll('**', '') });
}
