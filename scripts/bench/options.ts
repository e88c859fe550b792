import { parseArgs, tenantOption } from '../lib/args.ts';
import { PRESET_CPU_SLOWDOWN } from './cpu-slowdown.ts';

export const SECTIONS = ['build', 'lighthouse', 'search', 'load'] as const;
export type Section = (typeof SECTIONS)[number];

/** Everything `npm run bench` can be told on the command line; defaults are the full bench. */
export interface BenchOptions {
  /** Sections to run, in the fixed order build, lighthouse, search, load. `--only=a,b`; default: all. */
  only: Section[];
  /** Exit 1 when a budget is missed or could not be measured. `--strict`; default: report only. */
  strict: boolean;
  /** Tenants to build and audit. `--tenant=a,b`; default: every demo tenant. */
  tenants: string[] | undefined;
  /** Cars in the generated large tenant of the build section; 0 skips it. `--cars=`; default 20000. */
  generatedCars: number;
  /** Lighthouse runs per page (the median is reported). `--runs=`; default 5. */
  runs: number;
  /**
   * Lighthouse's CPU slowdown: a number, or 'auto' to fit it to this host's benchmarkIndex as Lighthouse's docs
   * advise for a host slower or busier than a high-end desktop (scripts/bench/cpu-slowdown.ts). The budgets are
   * judged on the preset. `--cpu-slowdown=`; default 4, Lighthouse's mobile preset.
   */
  cpuSlowdown: number | 'auto';
  /** Stock sizes for the search section. `--sizes=2000,10000`; default 2000,10000,100000. */
  searchSizes: number[];
  /** Timed interactions per kind, size and throttling in the browser. `--interactions=`; default 20. */
  interactions: number;
  /** Timed queries per query shape in the Node engine bench. `--engine-runs=`; default 50. */
  engineRuns: number;
  /** Seconds of load per route. `--duration=`; default 30. */
  duration: number;
  /** Concurrent connections of the load section. `--connections=`; default 50. */
  connections: number;
}

function positiveInt(options: Map<string, string>, name: string, fallback: number, allowZero = false): number {
  const raw = options.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1))
    throw new Error(`--${name} must be a whole number${allowZero ? '' : ' above 0'}, not '${raw}'.`);
  return value;
}

function cpuSlowdownOption(raw: string | undefined): number | 'auto' {
  if (raw === undefined) return PRESET_CPU_SLOWDOWN;
  if (raw === 'auto') return 'auto';
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1)
    throw new Error(`--cpu-slowdown takes auto or a number from 1, not '${raw}'.`);
  return value;
}

const KNOWN = new Set([
  'only',
  'strict',
  'tenant',
  'cars',
  'runs',
  'cpu-slowdown',
  'sizes',
  'interactions',
  'engine-runs',
  'duration',
  'connections',
  'help',
]);

/** Parses the bench's command line; unknown flags and bad values throw with a message naming the flag. */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const { options, positional } = parseArgs(argv);
  const unknown = [...options.keys(), ...positional].filter((name) => !KNOWN.has(name));
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.map((n) => `'${n}'`).join(', ')}; see --help.`);
  const onlyRaw = options.get('only');
  const wanted = onlyRaw
    ? onlyRaw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [...SECTIONS];
  const bad = wanted.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (bad.length > 0) throw new Error(`--only takes ${SECTIONS.join(', ')}; not ${bad.join(', ')}.`);
  const sizes = (options.get('sizes') ?? '2000,10000,100000').split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`--sizes takes whole numbers, e.g. --sizes=2000,10000.`);
  return {
    only: SECTIONS.filter((s) => wanted.includes(s)),
    strict: options.has('strict'),
    tenants: tenantOption(options),
    generatedCars: positiveInt(options, 'cars', 20_000, true),
    runs: positiveInt(options, 'runs', 5),
    cpuSlowdown: cpuSlowdownOption(options.get('cpu-slowdown')),
    searchSizes: sizes,
    interactions: positiveInt(options, 'interactions', 20),
    engineRuns: positiveInt(options, 'engine-runs', 50),
    duration: positiveInt(options, 'duration', 30),
    connections: positiveInt(options, 'connections', 50),
  };
}

export const HELP = `npm run bench [-- options]
  --only=build,lighthouse,search,load   sections to run (default: all, in this order)
  --strict                              exit 1 when a budget is missed or not measured
  --tenant=a,b                          demo tenants to build and audit (default: all)
  --cars=20000                          cars in the generated build tenant; 0 skips it
  --runs=5                              Lighthouse runs per page (median reported)
  --cpu-slowdown=4                      Lighthouse CPU slowdown (4: its mobile preset; auto: fit this host's CPU)
  --sizes=2000,10000,100000             stock sizes for the search section
  --interactions=20                     timed browser interactions per kind, size and throttling
  --engine-runs=50                      timed queries per shape in the Node engine bench
  --duration=30                         seconds of load per route
  --connections=50                      concurrent connections for the load section
Results: bench-results/<timestamp>.json and bench-results/latest.json.`;
