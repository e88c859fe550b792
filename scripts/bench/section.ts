import type { BenchOptions } from './options.ts';
import type { Check } from './verdict.ts';

/** What every section gets: the options and a private scratch folder for this run. */
export interface BenchContext {
  options: BenchOptions;
  /** A fresh temporary folder, removed at the end of the run. */
  tempDir: string;
  /** The functions' data folder for this run (fresh, inside tempDir unless DATA_DIR names a parent). */
  dataDir: string;
}

/** A section's figures (written to the JSON results) and its budget checks. Tables are printed as the section goes. */
export interface SectionResult {
  data: unknown;
  checks: Check[];
}
