import { join } from 'node:path';
import { ROOT } from '../lib/paths.ts';
import type { BenchOptions, Section } from './options.ts';
import { machine, writeResults, type BenchResults } from './results.ts';
import type { BenchContext, SectionResult } from './section.ts';
import { formatChecks } from './table.ts';
import { allPassed, check, type Check } from './verdict.ts';

/** Each section's module, loaded only when the section runs (Lighthouse and Playwright are heavy). */
const RUNNERS: Record<Section, () => Promise<(context: BenchContext) => Promise<SectionResult>>> = {
  build: async () => (await import('./build-section.ts')).runBuildSection,
  lighthouse: async () => (await import('./lighthouse-section.ts')).runLighthouseSection,
  search: async () => (await import('./search-section.ts')).runSearchSection,
  load: async () => (await import('./load-section.ts')).runLoadSection,
};

/**
 * Runs the chosen sections in order, prints their tables and a PASS/FAIL table of every budget,
 * writes bench-results/. A section that throws is reported and counted as a missing measurement.
 * Returns the process exit code: 1 only with --strict and a budget missed.
 */
export async function runBench(options: BenchOptions, paths: { tempDir: string; dataDir: string }): Promise<number> {
  const startedAt = new Date().toISOString();
  const context: BenchContext = { options, ...paths };
  const sections: Record<string, unknown> = {};
  const checks: Check[] = [];
  for (const section of options.only) {
    console.log(`\n━━ ${section} ━━`);
    const started = performance.now();
    try {
      const result = await (await RUNNERS[section]())(context);
      sections[section] = result.data;
      checks.push(...result.checks);
    } catch (error) {
      console.error(`✗ ${section} section failed: ${(error as Error).stack ?? String(error)}`);
      sections[section] = { error: (error as Error).message };
      checks.push(check(section, 'section', 'completed', null, { min: 1, unit: '' }));
    }
    console.log(`(${section}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  const results: BenchResults = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: machine(),
    options,
    sections,
    checks,
  };
  const path = writeResults(join(ROOT, 'bench-results'), results);
  console.log(`\n${formatChecks('Budgets', checks)}`);
  const failed = checks.filter((c) => c.status !== 'PASS').length;
  console.log(`\n${checks.length - failed} of ${checks.length} budgets met. Results: ${path}`);
  return options.strict && !allPassed(checks) ? 1 : 0;
}
