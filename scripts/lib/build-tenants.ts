import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { loadAllTenants, TENANTS_DIR, type Tenant } from '../../src/config/load-tenant.ts';
import { formatProblem } from '../../src/config/tenant-errors.ts';
import { buildOrder, buildStatus, phaseOf, renderedOf, type BuildPhase } from './build-phase.ts';
import { buildStamp, codeFingerprint, isCurrent, stampPath } from './build-stamp.ts';
import { runJsonChild } from './json-child.ts';
import { hasKeptPrerender } from './kept-prerender.ts';
import { DIST_DIR, keptPrerenderDir, ROOT } from './paths.ts';
import { consoleProgress, type ProgressReporter } from './progress-reporter.ts';
import { bundleInputs } from './source-inputs.ts';
import { startBundler, type BundleResult } from './tenant-bundler.ts';
import { writeRegistry } from './tenant-registry.ts';

export interface TenantBuildResult {
  slug: string;
  pages: number;
  seconds: number;
  /** Of `seconds`, until the new folder was published (complete and deployable; the replaced one deleted after). */
  deployableSeconds: number;
  /** Of `seconds`, the checks after rendering (the feeds; each page is checked as it is rendered), the sitemap. */
  auditSeconds: number;
  /** Of `seconds`, from the start until the site was bundled (Astro and Vite; little when a kept bundle was used). */
  bundleSeconds: number;
  /** Of `seconds`, from the start until every page was rendered (and checked). */
  renderSeconds: number;
  /** Whether the pages were rendered from the bundle a previous build kept, without Astro (kept-prerender.ts). */
  keptBundle: boolean;
  /** Of `seconds`, bundling the Pages worker with wrangler. */
  workerSeconds: number;
  /** Set when only the pages reading the changed inputs were rendered (the rest taken from the previous build). */
  incremental?: {
    changed: string[];
    pages: string[];
  };
  /** Why every page was rendered. */
  fullReason?: string;
  maxRssMb: number;
}
export interface BuildReport {
  built: TenantBuildResult[];
  skipped: string[];
  failed: string[];
}

/**
 * Validates every tenant, then builds the requested ones (all by default, the smallest first) in parallel, up to
 * the core count, printing each build's progress at least every 5 s. A broken tenant is reported with its file,
 * path and problem and never stops the others. Each site is listed in dist/tenants.json as soon as it is published
 * (a running `npm start` serves it from then on); `onPublished` hears of it then.
 */
export async function buildTenants(
  options: {
    only?: string[] | undefined;
    ifStale?: boolean;
    root?: string;
    /** Render every page even where the previous build could be reused (the bench's full-build figures). */
    full?: boolean;
    /** Hears which tenants will be built (the stale or missing ones), before any work starts. */
    onQueued?: (slugs: readonly string[]) => void;
    onPublished?: (result: TenantBuildResult) => void;
  } = {},
): Promise<BuildReport> {
  const root = options.root ?? TENANTS_DIR;
  const { tenants, errors } = loadAllTenants(root);
  const failed: string[] = [];
  for (const error of errors) {
    if (options.only && !options.only.includes(error.slug)) continue;
    console.error(
      `✗ ${error.slug}: not built, its configuration is invalid:\n${error.problems.map(formatProblem).join('\n')}`,
    );
    failed.push(error.slug);
  }
  const known = new Set([...tenants.map((t) => t.slug), ...errors.map((e) => e.slug)]);
  for (const slug of options.only ?? []) {
    if (!known.has(slug)) {
      console.error(`✗ ${slug}: no such tenant folder in ${root}`);
      failed.push(slug);
    }
  }
  const wanted = tenants.filter((t) => !options.only || options.only.includes(t.slug));
  const stamps = new Map(wanted.map((t) => [t.slug, buildStamp(t.dir)]));
  const skipped = options.ifStale
    ? wanted.filter((t) => isCurrent(t.slug, stamps.get(t.slug) ?? '')).map((t) => t.slug)
    : [];
  const queue = buildOrder(wanted.filter((t) => !skipped.includes(t.slug)));
  for (const slug of skipped) console.log(`= ${slug}: up to date`);
  options.onQueued?.(queue.map((t) => t.slug));
  if (queue.length > 0) await prepareMedia();
  // Astro bundles the site once for every tenant (scripts/bundle-tenants.ts), unless the kept bundle fits; the builds
  // start once it is kept.
  const code = codeFingerprint('');
  const bundle =
    queue.length === 0 || hasKeptPrerender(keptPrerenderDir(), bundleInputs(code, root))
      ? undefined
      : startBundler({ cwd: buildWorkDir('_bundler'), env: buildEnv(root, options.full ?? false, code) });
  // Awaited by each build; a failure before then is not an unhandled rejection.
  bundle?.catch(() => undefined);

  const built: TenantBuildResult[] = [];
  const invalid = errors.map((e) => e.slug);
  const progress = consoleProgress();
  const workers = Math.max(1, Math.min(availableParallelism(), queue.length));
  const next = async (): Promise<void> => {
    const tenant = queue.shift();
    if (!tenant) return;
    const renderThreads = renderThreadsFor(queue.length);
    const child = { root, stamp: stamps.get(tenant.slug) ?? '', code, full: options.full ?? false, renderThreads };
    try {
      const result = await buildOne(tenant, child, bundle, progress);
      writeFileSync(stampPath(tenant.slug), stamps.get(tenant.slug) ?? '');
      writeRegistry(DIST_DIR, tenants, invalid);
      const how = !result.incremental
        ? `full build: ${result.fullReason}`
        : result.incremental.changed.length === 0
          ? 'no input changed: every page reused'
          : `${result.incremental.changed.join(', ')} changed: rendered ${result.incremental.pages.join(' ')}${result.keptBundle ? ' from the kept bundle' : ''}, the rest reused`;
      console.log(
        `✓ ${result.slug}: ${result.pages} pages in ${result.seconds.toFixed(1)} s (deployable after ${result.deployableSeconds.toFixed(1)} s, ${Math.round(result.pages / result.seconds)} pages/s, ${result.keptBundle ? 'kept bundle' : 'bundling'} ${result.bundleSeconds.toFixed(1)} s, rendering ${(result.renderSeconds - result.bundleSeconds).toFixed(1)} s, checks ${result.auditSeconds.toFixed(1)} s, worker ${result.workerSeconds.toFixed(1)} s, peak ${Math.round(result.maxRssMb)} MB; ${how})`,
      );
      built.push(result);
      options.onPublished?.(result);
    } catch (error) {
      console.error(`✗ ${tenant.slug}: build failed: ${(error as Error).message}`);
      failed.push(tenant.slug);
    }
    await next();
  };
  await Promise.all(Array.from({ length: workers }, next));
  progress.stop();
  for (const slug of writeRegistry(DIST_DIR, tenants, invalid)) {
    console.warn(`! ${slug}: still served from its last good build until its configuration is fixed`);
  }
  return { built, skipped, failed };
}

/**
 * The render threads a tenant's build gets besides its own, `waiting` tenants still to start after it: none while
 * others wait (tenants side by side fill the cores one thread each), every other core for the last one. Every extra
 * thread opens the bundle and warms up again: two demo tenants on two render threads each took 31 s with harbourside
 * after them, on one each 26 s.
 */
export function renderThreadsFor(waiting: number, cores: number = availableParallelism()): number {
  return waiting > 0 ? 0 : Math.max(0, cores - 1);
}

/** How a tenant's build child runs. */
interface BuildChild {
  root: string;
  stamp: string;
  /** The code's fingerprint (build-stamp.ts codeFingerprint), read once here for every child. */
  code: string;
  full: boolean;
  /** Render threads besides the child's own (scripts/lib/render-pool.ts). */
  renderThreads: number;
}

/**
 * Builds one tenant in a child process once the bundle is kept (when the bundler makes it), its progress reported
 * from the files it says it has rendered. The bundling counts in every tenant's figures: each waited for it.
 */
async function buildOne(
  tenant: Tenant,
  child: BuildChild,
  bundle: Promise<BundleResult> | undefined,
  progress: ProgressReporter,
): Promise<TenantBuildResult> {
  const started = performance.now();
  let step: BuildPhase | undefined;
  let pages = 0;
  progress.start(tenant.slug, () => buildStatus(tenant.slug, step, pages, (performance.now() - started) / 1000));
  try {
    const bundled = await bundle;
    const result = await runBuildChild(tenant, child, (line) => {
      pages = renderedOf(line) ?? pages;
      step = phaseOf(line) ?? step;
    });
    if (!bundled) return result;
    const before = (value: number) => bundled.seconds + value;
    return {
      ...result,
      keptBundle: false,
      seconds: before(result.seconds),
      deployableSeconds: before(result.deployableSeconds),
      bundleSeconds: before(result.bundleSeconds),
      renderSeconds: before(result.renderSeconds),
      maxRssMb: Math.max(result.maxRssMb, bundled.maxRssMb),
    };
  } finally {
    progress.finish(tenant.slug);
  }
}

/**
 * The old-space limit of a tenant's build process, in MB. Left to itself V8 takes a limit from the host's memory
 * (4 GB on this 24 GB machine) and then lets the heap grow to about 4 times what is live between full collections;
 * under a 2 GB limit it grows by under 2 times. While Astro renders the 20,000-car tenant about 300 MB is live (170 MB
 * of it the cars): its heap reached 1.2 GB and its RSS 2.2 GB, and with this limit the heap stays near 700 MB, no
 * slower. A tenant keeping about 3 times as much live would fail here, loudly, rather than grow without bound.
 */
const BUILD_HEAP_MB = 1536;

function runBuildChild(
  tenant: Tenant,
  { root, stamp, code, full, renderThreads }: BuildChild,
  onLine: (line: string) => void,
): Promise<TenantBuildResult> {
  return runJsonChild<TenantBuildResult>(join(ROOT, 'scripts', 'build-tenant.ts'), [], {
    onLine,
    cwd: buildWorkDir(tenant.slug),
    execArgv: [`--max-old-space-size=${BUILD_HEAP_MB}`],
    env: {
      ...buildEnv(root, full, code),
      TENANT: tenant.slug,
      BUILD_STAMP: stamp,
      BUILD_RENDER_THREADS: String(renderThreads),
    },
  });
}

/**
 * The environment of the build's children (the tenants' builds and the bundler); `code`, the code's fingerprint, which
 * each would otherwise compute again by reading every source file.
 */
function buildEnv(root: string, full: boolean, code: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Production React and Vite output even when the caller runs under NODE_ENV=test (e2e server).
    NODE_ENV: 'production',
    // Node keeps the compiled code of Astro, Vite and the scripts between builds: about 0.3 s less per child.
    NODE_COMPILE_CACHE: join(ROOT, '.cache', 'node-compile'),
    // No usage report to Astro's servers from a tenant build (a git call and a network request per build).
    ASTRO_TELEMETRY_DISABLED: '1',
    TENANTS_DIR: root,
    DIST_DIR,
    BUILD_CODE: code,
    ...(full ? { BUILD_FULL: '1' } : {}),
  };
}

/**
 * Astro writes a build's prerender chunks into <cwd>/.astro/ when outDir is not under the working
 * directory, and Node resolves their imports from there. One working directory per tenant and
 * output folder, inside the project, keeps parallel builds apart and node_modules reachable.
 */
function buildWorkDir(slug: string): string {
  const dir = join(
    ROOT,
    '.cache',
    'build',
    `${slug}-${createHash('sha256').update(DIST_DIR).digest('hex').slice(0, 8)}`,
  );
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Generated demo photos are shared by all tenants; made once, skipped when present. */
export async function prepareMedia(): Promise<void> {
  const script = join(ROOT, 'scripts', 'generate-media.ts');
  if (!existsSync(script)) return;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd: ROOT, stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`generate-media exited with ${code}`))));
  });
}
