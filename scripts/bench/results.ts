import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { BenchOptions } from './options.ts';
import type { Check } from './verdict.ts';

/** The JSON document of one bench run. */
export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: { cpuModel: string; cores: number; memoryGb: number; node: string; platform: string };
  options: BenchOptions;
  sections: Record<string, unknown>;
  checks: Check[];
}

export function machine(): BenchResults['machine'] {
  return {
    cpuModel: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}

/** File name for a run started at `iso`: colons and dots become dashes ('2025-07-01T08-30-00-000Z.json'). */
export function resultFileName(iso: string): string {
  return `${iso.replace(/[:.]/g, '-')}.json`;
}

/** Writes bench-results/<timestamp>.json and bench-results/latest.json; returns the first path. */
export function writeResults(dir: string, results: BenchResults): string {
  mkdirSync(dir, { recursive: true });
  const text = `${JSON.stringify(results, null, 2)}\n`;
  const path = join(dir, resultFileName(results.startedAt));
  writeFileSync(path, text);
  writeFileSync(join(dir, 'latest.json'), text);
  return path;
}
