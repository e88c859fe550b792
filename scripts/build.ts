// npm run build [-- --tenant=a,b] [--if-stale]: validate every tenant, build the requested ones.
import { parseArgs, tenantOption } from './lib/args.ts';
import { buildTenants } from './lib/build-tenants.ts';

const { options } = parseArgs(process.argv.slice(2));
const started = performance.now();
const report = await buildTenants({ only: tenantOption(options), ifStale: options.has('if-stale') });
const pages = report.built.reduce((sum, r) => sum + r.pages, 0);
console.log(
  `\n${report.built.length} built, ${report.skipped.length} up to date, ${report.failed.length} failed; ${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (report.failed.length > 0) process.exitCode = 1;
