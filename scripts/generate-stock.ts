/**
 * Writes generated stock as JSON, for inspection and for the benchmarks.
 *   node scripts/generate-stock.ts --tenant=harbourside --out=/tmp/harbourside.json [--now=2025-07-10]
 *   node scripts/generate-stock.ts --count=20000 --seed=7 --profile=multi-brand --out=/tmp/bench.json
 * Without --tenant the cars go to the harbourside locations (a synthetic bench tenant).
 * --now sets the reference date (default: the start of the current UTC day).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadTenant } from '../src/config/load-tenant.ts';
import { generateStock } from '../src/features/stock/build/generate/generate-stock.ts';
import { STOCK_PROFILES, type StockProfile } from '../src/features/stock/build/generate/profiles.ts';
import { loadStock } from '../src/features/stock/build/load-stock.ts';
import { startOfUtcDay } from '../src/shared/utc-day.ts';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    count: { type: 'string' },
    seed: { type: 'string', default: '1' },
    profile: { type: 'string', default: 'multi-brand' },
    out: { type: 'string' },
    now: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!values.out) fail('Missing --out=<path.json>');
const now = values.now ? new Date(values.now) : startOfUtcDay(new Date());
if (Number.isNaN(now.getTime())) fail(`--now is not a date: ${values.now}`);
const started = performance.now();
let cars: unknown[];
if (values.tenant) {
  const result = await loadStock(loadTenant(values.tenant), { now });
  for (const bad of result.rejected)
    console.error(`rejected #${bad.index} (id ${String(bad.id)}): ${bad.problems.join('; ')}`);
  cars = result.cars;
} else {
  const count = Number(values.count ?? '');
  if (!Number.isInteger(count) || count < 1) fail('Give --tenant=<slug> or --count=<n>');
  const profile = values.profile as StockProfile;
  if (!STOCK_PROFILES.includes(profile)) fail(`--profile must be one of ${STOCK_PROFILES.join(', ')}`);
  cars = generateStock({
    seed: Number(values.seed),
    count,
    profile,
    locations: loadTenant('harbourside').locations,
    now,
  });
}
const generatedMs = Math.round(performance.now() - started);
writeFileSync(values.out, JSON.stringify(cars));
console.log(`${cars.length} cars generated in ${generatedMs} ms → ${values.out}`);
