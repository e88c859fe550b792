import { runJsonChild } from '../lib/json-child.ts';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TENANTS_DIR } from '../../src/config/load-tenant.ts';
import { buildTenants, type BuildReport, type TenantBuildResult } from '../lib/build-tenants.ts';
import { ROOT } from '../lib/paths.ts';
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

/** Copies the source tenant into `<tempDir>/tenants` with `stock.count` set to `cars`. */
function generatedTenantsDir(tempDir: string, cars: number): string {
  const root = join(tempDir, 'tenants');
  cpSync(join(TENANTS_DIR, GENERATED_FROM), join(root, GENERATED_FROM), { recursive: true });
  cpSync(join(TENANTS_DIR, '_schema'), join(root, '_schema'), { recursive: true });
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
): Promise<BuildReport & { wallSeconds: number }> {
  return runJsonChild(join(ROOT, 'scripts', 'bench', 'build-child.ts'), only, {
    cwd: ROOT,
    env: { ...process.env, TENANTS_DIR: tenantsDir, DIST_DIR: distDir },
  });
}

/**
 * Builds every demo tenant (into DIST_DIR, as `npm run build` does) and then a generated tenant of
 * `--cars` cars (a copy of harbourside in a temporary TENANTS_DIR and DIST_DIR, removed afterwards).
 * Pages per second is checked on the whole demo build and on the generated tenant; peak memory on every build.
 */
export async function runBuildSection(context: BenchContext): Promise<SectionResult> {
  const { options, tempDir } = context;
  const checks: Check[] = [];
  const started = performance.now();
  const report = await buildTenants({ only: options.tenants });
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

  let generated: BuildRow | undefined;
  if (options.generatedCars > 0) {
    const label = `${GENERATED_FROM} × ${options.generatedCars.toLocaleString('en-AU')} cars`;
    const distDir = join(tempDir, 'dist-generated');
    try {
      const result = await buildElsewhere(generatedTenantsDir(tempDir, options.generatedCars), distDir, [
        GENERATED_FROM,
      ]);
      const built = result.built[0];
      if (built) generated = row(label, built);
    } catch (error) {
      console.error(`✗ ${label}: ${(error as Error).message}`);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
    checks.push(check('build', label, 'pages/s', generated?.pagesPerSecond, BUILD_BUDGETS.pagesPerSecond));
    checks.push(check('build', label, 'peak memory', generated?.maxRssMb, BUILD_BUDGETS.peakMemoryMb));
  }

  const all = [...rows, total, ...(generated ? [generated] : [])];
  console.log(
    `\n${formatTable(
      'Build (Astro, one child process per tenant, up to the core count in parallel)',
      ['tenant', 'pages', 'seconds', 'pages/s', 'peak MB'],
      all.map((r) => [r.label, r.pages, r.seconds, r.pagesPerSecond, r.maxRssMb]),
    )}`,
  );
  return { data: { tenants: rows, total, generated: generated ?? null, failed: report.failed }, checks };
}
