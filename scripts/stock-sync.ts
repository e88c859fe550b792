// npm run stock:sync -- --tenant=<slug>: reads the tenant's stock feed now and records what changed since its build
// (status and price of built cars) for GET /api/stock-state, then pushes the live state into its Typesense collection
// (with TYPESENSE_API_KEY). `npm start` does the same every STOCK_SYNC_MINUTES. Store: DATABASE_URL, else the
// SQLite file in DATA_DIR, as the running functions use.
import { jsonLogger } from '../src/server/ops/logger.ts';
import { tenantRound } from '../src/server/stock/live-stock-schedule.ts';
import { hasLiveFeed } from '../src/server/stock/stock-sync.ts';
import { openStore } from '../src/server/store/open-store.ts';
import { parseArgs } from './lib/args.ts';
import { readBuiltFunctions } from './lib/functions-artifacts.ts';
import { DATA_DIR, DIST_DIR } from './lib/paths.ts';

const { options } = parseArgs(process.argv.slice(2));
const slug = options.get('tenant');
const built = readBuiltFunctions(DIST_DIR);
const tenant = built.tenants.find((t) => t.slug === slug);
if (!tenant) {
  console.error(
    `Usage: npm run stock:sync -- --tenant=<slug>, one of the built tenants: ${built.tenants.map((t) => t.slug).join(', ')}`,
  );
  process.exit(2);
}
if (!hasLiveFeed(tenant)) {
  console.error(`${tenant.slug} has generated stock, which has no feed to follow between builds.`);
  process.exit(2);
}
const store = await openStore({ databaseUrl: process.env.DATABASE_URL, dataDir: DATA_DIR });
const deps = { store, getCar: built.getCar, clock: Date.now, logger: jsonLogger() };
try {
  const ok = await tenantRound(
    deps,
    tenant,
    { syncFeeds: true, typesenseApiKey: process.env.TYPESENSE_API_KEY },
    new Map(),
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await store.close();
}
