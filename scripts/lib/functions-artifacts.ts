import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../../src/config/load-tenant.ts';
import { routeAliases } from '../../src/config/route-aliases.ts';
import type { Car } from '../../src/features/stock/rules/car-schema.ts';
import { functionsBundle, parseFunctionsBundle, type BuiltFunctions } from '../../src/server/build/functions-bundle.ts';
import { carLookup, type FunctionsCar } from '../../src/server/cars/functions-car.ts';
import { readRegistry } from './tenant-registry.ts';

/**
 * Workers runtime behaviour the functions are written and tested against (workerd's dated
 * compatibility); `nodejs_compat` gives them node:crypto, node:async_hooks and the sockets pg uses.
 */
export const COMPATIBILITY_DATE = '2026-11-01';
export const COMPATIBILITY_FLAGS = ['nodejs_compat'] as const;
/** How often the relay Worker's cron runs a delivery round. */
export const RELAY_CRON = '* * * * *';

/** dist/.functions/<slug>: what the functions read at run time, beside (never inside) the public site. */
export const functionsDir = (distDir: string, slug: string): string => join(distDir, '.functions', slug);

/** The file `npm start` and `npm run relay` read for a tenant; the worker reads the same file as its functions.txt. */
export const bundlePath = (dir: string): string => join(dir, 'functions.json');

/**
 * Pages' _redirects: the spec's alias routes, answered by the CDN with a 301 (the Node server serves the redirect
 * pages).
 */
export function redirectsFile(tenant: Pick<Tenant, 'locations' | 'parts'>): string {
  return Object.entries(routeAliases(tenant))
    .map(([from, to]) => `${from} ${to} 301\n`)
    .join('');
}

/**
 * Writes a tenant's run-time artifacts into `dir` (a staging folder): functions.json (with the site's _headers
 * text, `headersFile`), the Pages
 * project config (wrangler.json, whose output folder is the site at `siteDir`), and the relay Worker's
 * config (relay.wrangler.json: the same bundle with a cron trigger).
 */
export function writeFunctionsArtifacts(
  dir: string,
  site: { tenant: Tenant; cars: readonly Car[]; build: string; headersFile: string },
): void {
  const { tenant } = site;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(bundlePath(dir), JSON.stringify(functionsBundle(tenant, site.cars, site.build, site.headersFile)));
  const runtime = { compatibility_date: COMPATIBILITY_DATE, compatibility_flags: [...COMPATIBILITY_FLAGS] };
  const pages = { name: tenant.slug, pages_build_output_dir: join('..', '..', tenant.slug), ...runtime };
  writeFileSync(join(dir, 'wrangler.json'), `${JSON.stringify(pages, null, 2)}\n`);
  const relay = {
    name: `${tenant.slug}-relay`,
    main: join('..', '..', tenant.slug, '_worker.js', 'index.js'),
    ...runtime,
    triggers: { crons: [RELAY_CRON] },
  };
  writeFileSync(join(dir, 'relay.wrangler.json'), `${JSON.stringify(relay, null, 2)}\n`);
}

/**
 * The built tenants' functions: the tenants listed in dist/tenants.json, each from its
 * dist/.functions/<slug>/functions.json.
 */
export function readBuiltFunctions(distDir: string): BuiltFunctions {
  const tenants: Tenant[] = [];
  const stock: Record<string, FunctionsCar[]> = {};
  for (const { slug } of readRegistry(distDir)) {
    const file = bundlePath(functionsDir(distDir, slug));
    if (!existsSync(file)) throw new Error(`${file} is missing: rebuild it (npm run build -- --tenant=${slug})`);
    const { tenant, cars } = parseFunctionsBundle(JSON.parse(readFileSync(file, 'utf8')), functionsDir(distDir, slug));
    tenants.push(tenant);
    stock[slug] = cars;
  }
  return { tenants, getCar: carLookup(stock) };
}
