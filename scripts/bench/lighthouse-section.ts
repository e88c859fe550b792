import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadAllTenants, type Tenant } from '../../src/config/load-tenant.ts';
import { buildTenants } from '../lib/build-tenants.ts';
import { DIST_DIR } from '../lib/paths.ts';
import { startBenchServer, startStaticServer } from './bench-server.ts';
import { PAGE_BUDGETS } from './budgets.ts';
import { CALIBRATION_SLUG, writeCalibrationSite } from './calibration-page.ts';
import { cpuSlowdownFor, PRESET_CPU_SLOWDOWN } from './cpu-slowdown.ts';
import { auditPages } from './lighthouse-pages.ts';
import { medianFigures, pageChecks, type AuditedPage, type LighthouseFigures } from './lighthouse-figures.ts';
import { launchChromium } from './lighthouse-run.ts';
import type { BenchContext, SectionResult } from './section.ts';
import { round } from './stats.ts';
import { formatTable } from './table.ts';

/**
 * Built tenants to audit. Tenants never built are built first; built ones are audited as they are
 * (run the build section or `npm run build` for fresh sites), so a broken work tree cannot wipe them.
 */
export async function builtTenants(only: string[] | undefined): Promise<Tenant[]> {
  const isBuilt = (t: Tenant) => existsSync(join(DIST_DIR, t.slug, 'index.html'));
  const wanted = loadAllTenants().tenants.filter((t) => !only || only.includes(t.slug));
  const missing = wanted.filter((t) => !isBuilt(t)).map((t) => t.slug);
  if (missing.length > 0) await buildTenants({ only: missing });
  return wanted.filter(isBuilt);
}

/**
 * The CPU slowdown that makes this host emulate Lighthouse's mid-tier phone: from the benchmarkIndex of three runs
 * of the preset on the calibration page (the median; a busy host measures lower and is slowed less).
 */
async function fittedCpuSlowdown(
  chromium: Awaited<ReturnType<typeof launchChromium>>,
  calibrationUrl: string,
): Promise<number> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < 3; run++) runs.push(await chromium.audit(calibrationUrl, PRESET_CPU_SLOWDOWN));
  const index = medianFigures(runs).benchmarkIndex;
  if (index === null) throw new Error('Lighthouse reported no benchmarkIndex: pass --cpu-slowdown=<n>.');
  const slowdown = cpuSlowdownFor(index);
  console.log(`  host benchmarkIndex ${Math.round(index)}: CPU slowed ${slowdown}x (Lighthouse's preset: 4x)`);
  return slowdown;
}

/**
 * Lighthouse (mobile, simulated throttling), median of `--runs` runs per page, on the home, a
 * location, the search and a car page of each tenant (those the build has), served by startServer
 * with the functions, next to a calibration page served by the same site app on a second port.
 */
export async function runLighthouseSection(context: BenchContext): Promise<SectionResult> {
  const { options, tempDir, dataDir } = context;
  const tenants = await builtTenants(options.tenants);
  const calibrationDist = join(tempDir, 'calibration-dist');
  const heroBytes = await writeCalibrationSite(calibrationDist);
  const server = await startBenchServer(tenants, dataDir);
  const calibrationServer = await startStaticServer(calibrationDist, [CALIBRATION_SLUG]);
  const chromium = await launchChromium();
  const audited: AuditedPage[] = [];
  const calibrationUrl = `http://${CALIBRATION_SLUG}.localhost:${calibrationServer.port}/`;
  const cpuSlowdown =
    options.cpuSlowdown === 'auto' ? await fittedCpuSlowdown(chromium, calibrationUrl) : options.cpuSlowdown;
  const audit = async (tenant: string, kind: AuditedPage['kind'], url: string) => {
    const runs: LighthouseFigures[] = [];
    const errors: string[] = [];
    for (let run = 0; run < options.runs; run++) {
      // A run that fails (e.g. NO_NAVSTART on a loaded machine) is tried up to twice more.
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          runs.push(await chromium.audit(url, cpuSlowdown));
          break;
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
    }
    const page: AuditedPage = { tenant, kind, url, runs: runs.length, median: medianFigures(runs), errors };
    console.log(
      `  ${tenant} ${kind}: ${url} (${runs.length}/${options.runs} runs${errors.length ? `; ${errors[0]}` : ''})`,
    );
    audited.push(page);
    return page;
  };
  try {
    const calibration = await audit('calibration', 'calibration', calibrationUrl);
    for (const tenant of tenants) {
      for (const page of await auditPages(tenant, join(DIST_DIR, tenant.slug))) {
        await audit(tenant.slug, page.kind, `http://${tenant.slug}.localhost:${server.port}${page.path}`);
      }
    }
    const calibrationLcp = calibration.median.lcpMs;
    const checks = audited.flatMap((page) =>
      page.kind === 'calibration' ? [] : pageChecks(page, PAGE_BUDGETS[page.kind], calibrationLcp),
    );
    const kb = (bytes: number | null) => (bytes === null ? null : round(bytes / 1024, 1));
    const rows = audited.map((p) => [
      p.tenant,
      p.kind,
      p.median.performance,
      p.median.accessibility,
      p.median.bestPractices,
      p.median.seo,
      p.median.lcpMs === null ? null : round(p.median.lcpMs / 1000, 2),
      p.median.tbtMs === null ? null : Math.round(p.median.tbtMs),
      p.median.cls === null ? null : round(p.median.cls, 3),
      kb(p.median.totalBytes),
      kb(p.median.scriptBytes),
      p.median.stateBytes === null ? null : Math.round(p.median.stateBytes),
      p.median.stateAfterLcpMs === null ? null : Math.round(p.median.stateAfterLcpMs),
      p.median.stateMs === null ? null : Math.round(p.median.stateMs),
    ]);
    console.log(
      `\n${formatTable(
        `Lighthouse, mobile, simulated throttling, CPU slowed ${cpuSlowdown}x (host benchmarkIndex ${calibration.median.benchmarkIndex === null ? '?' : Math.round(calibration.median.benchmarkIndex)}): median of ${options.runs} run(s); calibration hero ${Math.round(heroBytes / 1024)} KB; state: GET /api/stock-state transferred, its start after the observed LCP and its duration (unthrottled)`,
        [
          'tenant',
          'page',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'LCP s',
          'TBT ms',
          'CLS',
          'total KB',
          'JS KB',
          'state B',
          'state start − LCP ms',
          'state ms',
        ],
        rows,
      )}`,
    );
    console.log(
      audited
        .filter((p) => p.kind !== 'calibration')
        .map((p) => `  ${p.tenant} ${p.kind}: ${p.url.replace(/:\d+/, '')}`)
        .join('\n'),
    );
    return { data: { calibrationHeroBytes: heroBytes, cpuSlowdown, pages: audited }, checks };
  } finally {
    chromium.close();
    await calibrationServer.close();
    await server.close();
    rmSync(calibrationDist, { recursive: true, force: true });
  }
}
