// Builds tenants with buildTenants in a process of its own, so DIST_DIR and TENANTS_DIR (read once
// when scripts/lib/paths.ts and the tenant loader load) can point at the bench's temporary folders.
// Prints the BuildReport as the last stdout line, plus the wall-clock seconds.
import { buildTenants } from '../lib/build-tenants.ts';

const started = performance.now();
const report = await buildTenants({ only: process.argv.slice(2) });
process.stdout.write(`\n${JSON.stringify({ ...report, wallSeconds: (performance.now() - started) / 1000 })}\n`);
