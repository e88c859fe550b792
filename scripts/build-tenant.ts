// Builds one tenant in this process and prints one JSON line with its figures.
// Run by scripts/build.ts as a child so tenants build in parallel and memory is measured per tenant.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { loadTenant, TENANTS_DIR } from '../src/config/load-tenant.ts';
import { stockOnce } from '../src/features/stock/build/stock-once.ts';
import { headersFile } from '../src/config/security-headers.ts';
import { feedViolations, formatViolations, isPageFile, writeSitemap } from './lib/audit-site.ts';
import type { BuildPhase } from './lib/build-phase.ts';
import {
  readManifest,
  rebuildPlan,
  writeManifest,
  type BuildManifest,
  type RebuildPlan,
} from './lib/build-manifest.ts';
import { functionsDir, redirectsFile, writeFunctionsArtifacts } from './lib/functions-artifacts.ts';
import { astroAssets, linkFiles, reusedPages } from './lib/incremental-build.ts';
import { hasKeptPrerender, linkKeptSiteFiles } from './lib/kept-prerender.ts';
import { renderPages } from './lib/render-pool.ts';
import { DIST_DIR, keptPrerenderDir } from './lib/paths.ts';
import { publishBuild, removeInBackground, stagingDir } from './lib/publish-build.ts';
import { bundleInputs, sourceInputs } from './lib/source-inputs.ts';
import { startBundler } from './lib/tenant-bundler.ts';
import { bundleWorker, workerCode } from './lib/worker-bundle.ts';
import { assetFolders, reportOnlyPolicy } from './lib/site-csp.ts';

const slug = process.env.TENANT;
if (!slug) throw new Error('TENANT is required');
/** Tells the parent which step runs now (scripts/lib/build-phase.ts); the last line is the result. */
const phase = (name: BuildPhase) => process.stdout.write(`${JSON.stringify({ phase: name })}\n`);
const started = performance.now();
const seconds = (since: number) => (performance.now() - since) / 1000;
const live = join(DIST_DIR, slug);
// Astro empties its outDir first: building in place would lose the live site before the audit could refuse the new one.
const outDir = stagingDir(DIST_DIR, slug);
const tenant = loadTenant(slug);
// The functions get the very cars the pages were built from (the same promise, see stockOnce), never a second read.
const stock = await stockOnce(tenant);
const { cars } = stock;
// The code's fingerprint comes from scripts/lib/build-tenants.ts when it runs this build (it reads every source file).
const source = sourceInputs(tenant, process.env.BUILD_CODE || undefined);
const inputs = { ...source.inputs, stock: createHash('sha256').update(JSON.stringify(cars)).digest('hex') };
// The worker's code depends on the code alone: bundled (or found in the cache) while the pages render.
const workerCodeDir = workerCode(source.codeOnly);
// Awaited after Astro; a failure is reported there, not as an unhandled rejection should Astro fail first.
workerCodeDir.catch(() => undefined);
// BUILD_FULL=1 renders every page whatever the previous build (the bench and the byte-for-byte test use it).
const previous = process.env.BUILD_FULL ? undefined : readManifest(live);
const keepDir = keptPrerenderDir();
/** This process's memory plus the bundling child's peak, while it ran (MB). */
let bundlerRssMb = 0;

/**
 * Astro's prerender bundle every tenant's build shares, kept by scripts/bundle-tenants.ts (which
 * scripts/lib/build-tenants.ts runs ahead of the tenants' builds): made here, in a bundling child, unless the kept one
 * was made from the same inputs (scripts/lib/source-inputs.ts). The files Astro wrote besides the pages (public/, scripts and styles) are kept with
 * the bundle and linked into the new site. Gives those files, and whether a kept bundle was found.
 */
async function bundleSite(): Promise<{ shared: string[]; kept: boolean }> {
  const kept = hasKeptPrerender(keepDir, bundleInputs(source.codeOnly, TENANTS_DIR));
  if (!kept) {
    const rssBefore = process.memoryUsage.rss() / 1048576;
    const env = { ...process.env, BUILD_CODE: source.codeOnly };
    bundlerRssMb = rssBefore + (await startBundler({ cwd: process.cwd(), env })).maxRssMb;
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  return { shared: linkKeptSiteFiles(keepDir, outDir), kept };
}

let plan: RebuildPlan = process.env.BUILD_FULL ? { full: true, reason: 'BUILD_FULL=1' } : rebuildPlan(previous, inputs);
const bundled = await bundleSite();
const bundleSeconds = seconds(started);
const previousAssets = astroAssets(previous?.pages['']?.files ?? []);
if (!plan.full && astroAssets(bundled.shared).join('\n') !== previousAssets.join('\n')) {
  // Scripts and styles are named by content, so unchanged code gives the same names; anything else is rebuilt whole.
  plan = { full: true, reason: "Astro's scripts and styles differ from the previous build's" };
}
// An incremental build renders only the pages that read a changed input (BUILD_ONLY_PAGES, rendered-pages.ts).
if (plan.full) delete process.env.BUILD_ONLY_PAGES;
else process.env.BUILD_ONLY_PAGES = plan.pages.join(',');
// A full build renders on this thread and the render threads scripts/lib/build-tenants.ts grants it (every other core
// by default); a few pages (an incremental build) on this thread alone, without opening the bundle again on another.
const threads = plan.full ? Number(process.env.BUILD_RENDER_THREADS ?? availableParallelism() - 1) : 0;
const job = {
  keepDir,
  outDir,
  pages: plan.full ? undefined : plan.pages,
  origin: new URL(tenant.site.url).origin,
  stock,
};
let reportedAt = 0;
// The parent prints the count (scripts/lib/build-phase.ts): once a second is plenty.
const rendered = await renderPages(job, threads, (files) => {
  if (performance.now() - reportedAt < 1000) return;
  reportedAt = performance.now();
  process.stdout.write(`${JSON.stringify({ rendered: files })}\n`);
});
const renderSeconds = seconds(started);

phase('checks');
const auditStarted = performance.now();
// The build refuses to publish a site that breaks a display law or the structured-data rules, naming page and rule.
const pages: BuildManifest['pages'] = {};
// Pages that read no changed input come from the previous build as they are (it passed the same checks).
for (const page of reusedPages(plan, previous, new Set(['', ...rendered.keys()]))) {
  const record = previous?.pages[page];
  if (!record) continue;
  linkFiles(live, outDir, record.files);
  pages[page] = record;
}
// Each page was checked as it was rendered; the feeds are checked here.
const violations = feedViolations(outDir);
pages[''] = { files: bundled.shared, policies: [], indexable: [] };
for (const [page, { files, policies, indexable, violations: found }] of rendered) {
  violations.push(...found);
  pages[page] = { files, policies, indexable };
}
const auditSeconds = seconds(auditStarted);
if (violations.length > 0) {
  console.error(
    `✗ ${slug}: ${violations.length} compliance problem(s), not published (the live site is unchanged; the refused build is in ${outDir}):\n${formatViolations(violations)}`,
  );
  process.exit(1);
}
const records = Object.values(pages);
writeFileSync(
  join(outDir, '_headers'),
  headersFile(reportOnlyPolicy(records.flatMap((r) => r.policies)), assetFolders(records.flatMap((r) => r.files))),
);
writeSitemap(
  outDir,
  tenant,
  records.flatMap((r) => r.indexable),
);
const pageCount = records.reduce((sum, r) => sum + r.files.filter(isPageFile).length, 0);

writeManifest(outDir, { inputs, pages });

phase('functions');
const functionsStaged = `${outDir}.functions`;
writeFunctionsArtifacts(functionsStaged, {
  tenant,
  cars,
  build: process.env.BUILD_STAMP ?? '',
  headersFile: readFileSync(join(outDir, '_headers'), 'utf8'),
});
writeFileSync(join(outDir, '_redirects'), redirectsFile(tenant));
const workerStarted = performance.now();
await bundleWorker(functionsStaged, outDir, workerCodeDir);
const workerSeconds = seconds(workerStarted);
const replaced = [publishBuild(outDir, live)];
mkdirSync(join(DIST_DIR, '.functions'), { recursive: true });
replaced.push(publishBuild(functionsStaged, functionsDir(DIST_DIR, slug)));
// The new site is live and deployable from here; the replaced build's files are unlinked by a process of their own.
const deployableSeconds = seconds(started);
removeInBackground(replaced);
process.stdout.write(
  `${JSON.stringify({
    slug,
    pages: pageCount,
    seconds: seconds(started),
    deployableSeconds,
    incremental: plan.full ? undefined : { changed: plan.changed, pages: plan.pages },
    keptBundle: bundled.kept,
    fullReason: plan.full ? plan.reason : undefined,
    bundleSeconds,
    renderSeconds,
    auditSeconds,
    workerSeconds,
    maxRssMb: Math.max(process.resourceUsage().maxRSS / 1024, bundlerRssMb),
  })}\n`,
);
