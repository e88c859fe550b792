// npm run bench [-- --only=build,lighthouse,search,load --runs=5 --duration=30 --strict ...]:
// measures builds, Lighthouse scores, embedded search and the functions under load against the
// budgets in scripts/bench/budgets.ts; tables on stdout, JSON in bench-results/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HELP, parseBenchOptions } from './bench/options.ts';

let options: ReturnType<typeof parseBenchOptions>;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${HELP}`);
  process.exit(2);
}
if (process.argv.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const tempDir = mkdtempSync(join(tmpdir(), 'dealer-bench-'));
// The functions get a fresh data folder (empty store, no rate-limit history); DATA_DIR, when set,
// names its parent. Set before scripts/lib/paths.ts is loaded, which reads it once.
const parent = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : tempDir;
mkdirSync(parent, { recursive: true });
process.env.DATA_DIR = mkdtempSync(join(parent, 'bench-data-'));
const { runBench } = await import('./bench/run.ts');
try {
  process.exitCode = await runBench(options, { tempDir, dataDir: process.env.DATA_DIR });
} finally {
  rmSync(tempDir, { recursive: true, force: true });
  if (parent !== tempDir) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
}
