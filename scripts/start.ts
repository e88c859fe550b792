// npm start: serve what is built at once, build what is missing or stale (the smallest tenant first) and serve
// each tenant as soon as its build is published (the server swaps in every newly published build).
import { listTenantSlugs } from '../src/config/load-tenant.ts';
import type { BuiltFunctions } from '../src/server/build/functions-bundle.ts';
import { carLookup } from '../src/server/cars/functions-car.ts';
import { buildTenants } from './lib/build-tenants.ts';
import { readBuiltFunctions } from './lib/functions-artifacts.ts';
import { DIST_DIR } from './lib/paths.ts';
import { startServer } from './serve/start-server.ts';

const port = Number(process.env.PORT ?? 4321);
const started = performance.now();
// Until the builds are known to be current, the tenant list (what the e2e server waits for) answers 503 naming them.
const building = new Set(listTenantSlugs());
/** Tenants this start has published, with when (performance.now()): served once a reload has read them. */
const published = new Map<string, number>();
/** Set once every tenant this start built is served and the list of addresses printed. */
let announced = false;
let buildsDone = false;
const addresses = (tenants: BuiltFunctions['tenants']) => {
  for (const t of tenants) console.log(`  http://${t.slug}.localhost:${port}/  ${t.site.name}`);
};
// From here on the server reads only the build's output: the sites and dist/.functions/, never tenants/ or a feed.
const server = await startServer({
  port,
  functions: builtSoFar(),
  env: process.env,
  building: () => [...building],
  // A tenant this start builds, or one rebuilt or added by `npm run build` while this runs, is served from its new build at once.
  onReload: (reloaded, readAt) => {
    for (const t of reloaded.tenants) {
      const at = published.get(t.slug);
      if (at === undefined || at > readAt || !building.delete(t.slug)) continue;
      console.log(
        `→ serving http://${t.slug}.localhost:${port}/ (${Math.round((performance.now() - started) / 1000)} s after start)`,
      );
    }
    if (!announced) return announceWhenServed(reloaded);
    console.log(`\nServing the newly published builds of ${reloaded.tenants.length} tenants:`);
    addresses(reloaded.tenants);
  },
}).catch((error: unknown) => {
  // A refusal to start (a webhook secret that cannot sign, a short FUNCTIONS_SECRET) is a message for the operator, not a stack.
  console.error(error instanceof Error ? error.message : String(error));
  return process.exit(1);
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping: finishing requests in flight…');
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const report = await buildTenants({
  ifStale: true,
  onQueued: (slugs) => {
    for (const slug of building) if (!slugs.includes(slug)) building.delete(slug);
  },
  onPublished: ({ slug }) => published.set(slug, performance.now()),
});
// A tenant that failed is not coming: the list stops waiting for it (the messages above say why).
for (const slug of report.failed) building.delete(slug);
buildsDone = true;
const built = readBuiltFunctions(DIST_DIR);
if (built.tenants.length === 0) {
  console.error('No tenant could be built; see the messages above.');
  process.exit(1);
}
announceWhenServed(built);

/** Prints the addresses once the builds are done and the server answers with every one of them. */
function announceWhenServed(served: BuiltFunctions): void {
  if (announced || !buildsDone || building.size > 0) return;
  announced = true;
  console.log(`\nServing ${served.tenants.length} tenants (Ctrl+C stops):`);
  addresses(served.tenants);
  console.log(`  http://localhost:${port}/  the list of tenants`);
}

/** What an earlier build left to serve while this one runs; nothing when its output is incomplete. */
function builtSoFar(): BuiltFunctions {
  try {
    return readBuiltFunctions(DIST_DIR);
  } catch (error) {
    console.warn(`! ${(error as Error).message.split('\n')[0]}: serving tenants as they are built`);
    return { tenants: [], getCar: carLookup({}) };
  }
}
