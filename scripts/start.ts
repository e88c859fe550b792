// npm start: build what is missing or stale, then serve every tenant with the functions.
import { buildTenants } from './lib/build-tenants.ts';
import { readBuiltFunctions } from './lib/functions-artifacts.ts';
import { DIST_DIR } from './lib/paths.ts';
import { startServer } from './serve/start-server.ts';

const port = Number(process.env.PORT ?? 4321);
await buildTenants({ ifStale: true });
// From here on only the build's output is read: the sites and dist/.functions/, never tenants/ or a stock feed.
const functions = readBuiltFunctions(DIST_DIR);
const built = functions.tenants;
if (built.length === 0) {
  console.error('No tenant could be built; see the messages above.');
  process.exit(1);
}
const addresses = (tenants: typeof built) => {
  for (const t of tenants) console.log(`  http://${t.slug}.localhost:${port}/  ${t.site.name}`);
};
const server = await startServer({
  port,
  functions,
  env: process.env,
  // A tenant rebuilt or added by `npm run build` while this runs is served from its new build at once.
  onReload: (reloaded) => {
    console.log(`\nServing the newly published builds of ${reloaded.tenants.length} tenants:`);
    addresses(reloaded.tenants);
  },
}).catch((error: unknown) => {
  // A refusal to start (a webhook secret that cannot sign, a short FUNCTIONS_SECRET) is a message for the operator, not a stack.
  console.error(error instanceof Error ? error.message : String(error));
  return process.exit(1);
});
console.log(`\nServing ${built.length} tenants (Ctrl+C stops):`);
addresses(built);
console.log(`  http://localhost:${port}/  the list of tenants`);

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
