// Builds one tenant in this process and prints one JSON line with its figures.
// Run by scripts/build.ts as a child so tenants build in parallel and memory is measured per tenant.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'astro';
import { loadTenant } from '../src/config/load-tenant.ts';
import { stockOnce } from '../src/features/stock/stock-once.ts';
import { headersFile } from '../src/config/security-headers.ts';
import { auditSite, formatViolations } from './lib/audit-site.ts';
import { bundleWorker, functionsDir, redirectsFile, writeFunctionsArtifacts } from './lib/functions-artifacts.ts';
import { DIST_DIR, ROOT } from './lib/paths.ts';
import { precompressDir } from './lib/precompress.ts';
import { publishBuild, stagingDir } from './lib/publish-build.ts';
import { assetFolders, siteReportOnlyPolicy } from './lib/site-csp.ts';

const slug = process.env.TENANT;
if (!slug) throw new Error('TENANT is required');
const started = performance.now();
// Astro empties its outDir first: building in place would lose the live site before the audit could refuse the new one.
const outDir = stagingDir(DIST_DIR, slug);
await build({ root: ROOT, outDir, logLevel: process.env.BUILD_LOG_LEVEL === 'info' ? 'info' : 'warn' });
writeFileSync(join(outDir, '_headers'), headersFile(await siteReportOnlyPolicy(outDir), assetFolders(outDir)));
const tenant = loadTenant(slug);
const auditStarted = performance.now();
// The build refuses to publish a site that breaks a display law or the structured-data rules, naming page and rule.
const audit = auditSite(outDir, tenant);
const auditSeconds = (performance.now() - auditStarted) / 1000;
if (audit.violations.length > 0) {
  console.error(
    `✗ ${slug}: ${audit.violations.length} compliance problem(s), not published (the live site is unchanged; the refused build is in ${outDir}):\n${formatViolations(audit.violations)}`,
  );
  process.exit(1);
}
const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;
const compressStarted = performance.now();
await precompressDir(outDir);
const compressSeconds = (performance.now() - compressStarted) / 1000;
// The functions get the very cars the pages were built from (the same promise, see stockOnce), never a second read.
const functionsStaged = `${outDir}.functions`;
writeFunctionsArtifacts(functionsStaged, {
  tenant,
  cars: (await stockOnce(tenant)).cars,
  build: process.env.BUILD_STAMP ?? '',
  headersFile: readFileSync(join(outDir, '_headers'), 'utf8'),
});
writeFileSync(join(outDir, '_redirects'), redirectsFile(tenant));
await bundleWorker(functionsStaged, outDir, slug, join(process.cwd(), 'worker'));
publishBuild(outDir, join(DIST_DIR, slug));
mkdirSync(join(DIST_DIR, '.functions'), { recursive: true });
publishBuild(functionsStaged, functionsDir(DIST_DIR, slug));
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `${JSON.stringify({ slug, pages, seconds, auditSeconds, compressSeconds, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
);
