// npm run deploy -- --tenant=a,b [--dry-run]: build what is stale, then upload each tenant's folder to Cloudflare Pages.
import { join } from 'node:path';
import { parseArgs, tenantOption } from './lib/args.ts';
import { buildTenants } from './lib/build-tenants.ts';
import { wrangler } from './lib/worker-bundle.ts';
import { DIST_DIR, ROOT } from './lib/paths.ts';
import { deployPlan, stageUpload } from './deploy/deploy-plan.ts';

const { options } = parseArgs(process.argv.slice(2));
const only = tenantOption(options);
const dryRun = options.has('dry-run');
if (!only) {
  console.error('Name the tenants to deploy: npm run deploy -- --tenant=a,b [--dry-run]');
  process.exit(2);
}
if (!dryRun && (!process.env.CLOUDFLARE_API_TOKEN || !process.env.CLOUDFLARE_ACCOUNT_ID)) {
  console.error(
    'Deploying needs CLOUDFLARE_API_TOKEN (a token with "Cloudflare Pages: Edit") and CLOUDFLARE_ACCOUNT_ID; see the README. --dry-run checks without them.',
  );
  process.exit(1);
}
const report = await buildTenants({ only, ifStale: true });
let failed = report.failed.length > 0;
for (const slug of only.filter((s) => !report.failed.includes(s))) {
  const plan = deployPlan(DIST_DIR, slug);
  const project = `${process.env.PAGES_PROJECT_PREFIX ?? ''}${slug}`;
  console.log(`${slug}: ${plan.files} files, ${(plan.bytes / 1048576).toFixed(1)} MB to Pages project '${project}'`);
  for (const problem of plan.problems) console.error(`  ✗ ${problem}`);
  if (plan.problems.length > 0) {
    failed = true;
    continue;
  }
  const stage = join(ROOT, '.cache', 'deploy', slug);
  const args = ['pages', 'deploy', stage, `--project-name=${project}`, '--branch=main', '--commit-dirty=true'];
  if (dryRun) {
    console.log(`  would run: wrangler ${args.join(' ')}`);
    continue;
  }
  stageUpload(plan.siteDir, stage);
  await wrangler(args, ROOT).then(
    () => console.log(`  ✓ deployed`),
    (error: unknown) => {
      failed = true;
      console.error(`  ✗ ${error instanceof Error ? error.message : String(error)}`);
    },
  );
}
if (failed) process.exitCode = 1;
