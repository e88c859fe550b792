import { runJsonChild } from '../lib/json-child.ts';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TENANTS_DIR } from '../../src/config/load-tenant.ts';
import { buildTenants, prepareMedia, type BuildReport, type TenantBuildResult } from '../lib/build-tenants.ts';
import { bundleCacheDir, DIST_DIR, keptPrerenderDir, ROOT } from '../lib/paths.ts';
import { BUILD_BUDGETS } from './budgets.ts';
import type { BenchContext, SectionResult } from './section.ts';
import { round } from './stats.ts';
import { formatTable } from './table.ts';
import { check, type Check } from './verdict.ts';

/** The demo tenant copied into the generated large tenant. */
const GENERATED_FROM = 'harbourside';

interface BuildRow {
  label: string;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  maxRssMb: number;
}

function row(label: string, r: Pick<TenantBuildResult, 'pages' | 'seconds' | 'maxRssMb'>): BuildRow {
  return {
    label,
    pages: r.pages,
    seconds: round(r.seconds, 1),
    pagesPerSecond: round(r.pages / r.seconds, 1),
    maxRssMb: Math.round(r.maxRssMb),
  };
}

/** Copies the source tenant into `<tempDir>/<folder>` (a TENANTS_DIR of its own); returns that folder. */
function tenantCopy(tempDir: string, folder: string): string {
  const root = join(tempDir, folder);
  cpSync(join(TENANTS_DIR, GENERATED_FROM), join(root, GENERATED_FROM), { recursive: true });
  cpSync(join(TENANTS_DIR, '_schema'), join(root, '_schema'), { recursive: true });
  return root;
}

/** Copies the source tenant into `<tempDir>/tenants` with `stock.count` set to `cars`. */
function generatedTenantsDir(tempDir: string, cars: number): string {
  const root = tenantCopy(tempDir, 'tenants');
  const sitePath = join(root, GENERATED_FROM, 'site.json');
  const site = JSON.parse(readFileSync(sitePath, 'utf8')) as { stock: { count?: number } };
  site.stock.count = cars;
  writeFileSync(sitePath, `${JSON.stringify(site, null, 2)}\n`);
  return root;
}

/** Builds the tenants of `tenantsDir` into `distDir` through buildTenants in a child process. */
function buildElsewhere(
  tenantsDir: string,
  distDir: string,
  only: string[],
  full: boolean,
): Promise<BuildReport & { wallSeconds: number }> {
  return runJsonChild(join(ROOT, 'scripts', 'bench', 'build-child.ts'), only, {
    cwd: ROOT,
    env: { ...process.env, TENANTS_DIR: tenantsDir, DIST_DIR: distDir, ...(full ? { BUILD_FULL: '1' } : {}) },
  });
}

interface PromoChangeRow {
  label: string;
  /** From the build's start to the new folder published (complete and deployable). */
  deployableSeconds: number;
  astroSeconds: number;
  checksSeconds: number;
  workerSeconds: number;
  /** Pages rendered again (the others reused), or why all were. */
  rendered: string;
}

/**
 * A marketer's promo change (the first card renamed) to the tenant in `tenantsDir`, whose previous build is in
 * `distDir`, rebuilt by `npm run build` as usual: the time until the new folder is complete and published.
 */
async function promoChange(label: string, tenantsDir: string, distDir: string): Promise<PromoChangeRow> {
  const file = join(tenantsDir, GENERATED_FROM, 'promos.json');
  const promos = JSON.parse(readFileSync(file, 'utf8')) as { cards: { title: string }[] };
  const first = promos.cards[0];
  if (!first) throw new Error(`${file} has no promo card to change`);
  first.title = `${first.title} (extended)`;
  writeFileSync(file, `${JSON.stringify(promos, null, 2)}\n`);
  const result = await buildElsewhere(tenantsDir, distDir, [GENERATED_FROM], false);
  const built = result.built[0];
  if (!built) throw new Error(`${label}: the rebuild after the promo change failed`);
  return {
    label,
    // The child's own start-up and the validation before the tenant's build count too; the unlinking of the
    // replaced folder after publishing does not.
    deployableSeconds: round(result.wallSeconds - (built.seconds - built.deployableSeconds), 1),
    astroSeconds: round(built.renderSeconds, 1),
    checksSeconds: round(built.auditSeconds, 1),
    workerSeconds: round(built.workerSeconds, 1),
    rendered: built.incremental
      ? `${built.incremental.pages.join(' ')}${built.keptBundle ? ' (kept bundle)' : ''}`
      : `all (${built.fullReason ?? ''})`,
  };
}

/**
 * Builds every demo tenant (into DIST_DIR, as `npm run build` does) and then a generated tenant of
 * `--cars` cars (a copy of harbourside in a temporary TENANTS_DIR and DIST_DIR, removed afterwards).
 * Pages per second is checked on the whole demo build and on the generated tenant; peak memory on every build.
 */
export async function runBuildSection(context: BenchContext): Promise<SectionResult> {
  const { options, tempDir } = context;
  const checks: Check[] = [];
  // The demo photos stand in for the dealers' own (a feed's picture addresses): drawn once on a fresh machine (about
  // 17 s), before the clock starts.
  await prepareMedia();
  const started = performance.now();
  const report = await buildTenants({ only: options.tenants, full: true });
  const wallSeconds = (performance.now() - started) / 1000;
  const rows = report.built.map((r) => row(r.slug, r));
  const totalPages = report.built.reduce((sum, r) => sum + r.pages, 0);
  const total = row('all demo tenants (wall clock)', {
    pages: totalPages,
    seconds: wallSeconds,
    maxRssMb: Math.max(0, ...report.built.map((r) => r.maxRssMb)),
  });
  checks.push(check('build', total.label, 'pages/s', total.pagesPerSecond, BUILD_BUDGETS.pagesPerSecond));
  for (const r of rows) checks.push(check('build', r.label, 'peak memory', r.maxRssMb, BUILD_BUDGETS.peakMemoryMb));
  for (const slug of report.failed) checks.push(check('build', slug, 'built', null, { min: 1, unit: '' }));

  const promoRows: PromoChangeRow[] = [];
  if (report.built.some((r) => r.slug === GENERATED_FROM)) {
    // The demo build just made is the previous build, as a marketer's next `npm run build` finds it, in a folder of
    // the bench's own: the site linked (not copied), and the caches beside it (Astro's content store, the kept
    // prerender bundle) copied.
    const label = `${GENERATED_FROM}: promo change`;
    const distDir = join(tempDir, 'dist-promo');
    let measured: PromoChangeRow | undefined;
    try {
      mkdirSync(distDir, { recursive: true });
      execFileSync('cp', ['-al', join(DIST_DIR, GENERATED_FROM), join(distDir, GENERATED_FROM)]);
      for (const cache of [bundleCacheDir, keptPrerenderDir]) {
        const from = cache();
        const to = cache(distDir);
        mkdirSync(dirname(to), { recursive: true });
        if (existsSync(from)) execFileSync('cp', ['-a', from, to]);
      }
      // Every demo tenant's folder: the kept bundle holds the Markdown of every folder it was bundled from.
      const tenantsDir = join(tempDir, 'tenants-promo');
      cpSync(TENANTS_DIR, tenantsDir, { recursive: true });
      measured = await promoChange(label, tenantsDir, distDir);
      promoRows.push(measured);
    } catch (error) {
      console.error(`✗ ${label}: ${(error as Error).message}`);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
    checks.push(check('build', label, 'seconds', measured?.deployableSeconds, BUILD_BUDGETS.promoChangeSeconds));
  }

  let generated: BuildRow | undefined;
  if (options.generatedCars > 0) {
    const label = `${GENERATED_FROM} × ${options.generatedCars.toLocaleString('en-AU')} cars`;
    const distDir = join(tempDir, 'dist-generated');
    let measured: PromoChangeRow | undefined;
    try {
      const tenantsDir = generatedTenantsDir(tempDir, options.generatedCars);
      const result = await buildElsewhere(tenantsDir, distDir, [GENERATED_FROM], true);
      const built = result.built[0];
      if (built) generated = row(label, built);
      if (built) measured = await promoChange(`${label}: promo change`, tenantsDir, distDir);
      if (measured) promoRows.push(measured);
    } catch (error) {
      console.error(`✗ ${label}: ${(error as Error).message}`);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
    checks.push(check('build', label, 'pages/s', generated?.pagesPerSecond, BUILD_BUDGETS.pagesPerSecond));
    checks.push(check('build', label, 'peak memory', generated?.maxRssMb, BUILD_BUDGETS.peakMemoryMb));
    checks.push(
      check(
        'build',
        `${label}: promo change`,
        'seconds',
        measured?.deployableSeconds,
        BUILD_BUDGETS.promoChangeLargeSeconds,
      ),
    );
  }

  const all = [...rows, total, ...(generated ? [generated] : [])];
  console.log(
    `\n${formatTable(
      'Build (Astro bundles the site once for every tenant; one build process per tenant, up to the core count)',
      ['tenant', 'pages', 'seconds', 'pages/s', 'peak MB'],
      all.map((r) => [r.label, r.pages, r.seconds, r.pagesPerSecond, r.maxRssMb]),
    )}`,
  );
  if (promoRows.length > 0)
    console.log(
      `\n${formatTable(
        'Promo change to a deployable folder (npm run build after promos.json changed; the previous build reused)',
        ['tenant', 'deployable s', 'Astro s', 'checks s', 'worker s', 'pages rendered'],
        promoRows.map((r) => [
          r.label,
          r.deployableSeconds,
          r.astroSeconds,
          r.checksSeconds,
          r.workerSeconds,
          r.rendered,
        ]),
      )}`,
    );
  return {
    data: { tenants: rows, total, generated: generated ?? null, promoChange: promoRows, failed: report.failed },
    checks,
  };
}
