// Runs the post-build checks over an already built tenant: `node scripts/audit-site.ts --tenant=slug`.
// The build runs the same checks itself; this re-checks dist/<slug>/ and prints how long they took.
import { join } from 'node:path';
import { loadTenant } from '../src/config/load-tenant.ts';
import { parseArgs } from './lib/args.ts';
import { auditSite, formatViolations } from './lib/audit-site.ts';
import { DIST_DIR } from './lib/paths.ts';

const slug = parseArgs(process.argv.slice(2)).options.get('tenant');
if (typeof slug !== 'string') throw new Error('Usage: node scripts/audit-site.ts --tenant=<slug>');
const started = performance.now();
const cpuStarted = process.cpuUsage();
const audit = auditSite(join(DIST_DIR, slug), loadTenant(slug));
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `${slug}: ${audit.pages} pages checked in ${seconds.toFixed(2)} s (${cpuSeconds.toFixed(2)} s CPU), ${audit.indexable.length} in the sitemap, ${audit.violations.length} problem(s)`,
);
if (audit.violations.length > 0) {
  const byRule = Object.entries(Object.groupBy(audit.violations, (v) => v.rule)).map(
    ([rule, list]) => `${rule}: ${list?.length ?? 0}`,
  );
  console.log(byRule.join(', '));
  console.log(formatViolations(audit.violations, 40));
  process.exitCode = 1;
}
