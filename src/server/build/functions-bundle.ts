import { isAbsolute, join } from 'node:path';
import * as v from 'valibot';
import type { Tenant } from '../../config/load-tenant.ts';
import { LocationsSchema } from '../../config/location-schema.ts';
import { ModelsSchema } from '../../config/models-schema.ts';
import { PartsSchema } from '../../config/parts-schema.ts';
import { PromosSchema } from '../../config/promos-schema.ts';
import { SiteSchema } from '../../config/site-schema.ts';
import { FunctionsCarSchema, functionsCar, type CarLookup } from '../cars/functions-car.ts';
import type { Car } from '../../features/stock/rules/car-schema.ts';

/**
 * What one tenant's build hands the functions (dist/.functions/<slug>/functions.json, and the tenant's worker as
 * _worker.js/functions.txt): the tenant's configuration as validated at build time (site, locations with
 * their opening hours for appointments, delivery regions in site.delivery) and the built cars.
 */
export const FunctionsBundleSchema = v.object({
  /** The build stamp of the site built with it (scripts/lib/build-stamp.ts). */
  build: v.string(),
  tenant: v.object({
    slug: v.string(),
    site: SiteSchema,
    locations: LocationsSchema,
    promos: PromosSchema,
    models: ModelsSchema,
    /** Absent from bundles built before parts catalogues: no catalogue. */
    parts: v.optional(PartsSchema, []),
  }),
  cars: v.array(FunctionsCarSchema),
  /** The site's _headers file, whose headers the worker sends with the static files itself. */
  headersFile: v.string(),
});
export type FunctionsBundle = v.InferOutput<typeof FunctionsBundleSchema>;

/** What the functions serve, as the build made it: the tenants and a lookup of their cars. */
export interface BuiltFunctions {
  tenants: Tenant[];
  getCar: CarLookup;
}

/**
 * The bundle a build writes for a tenant and its built stock. A file stock feed's path is made absolute: the
 * live stock sync reads the feed from the bundle's folder, not the tenant's.
 */
export function functionsBundle(
  tenant: Tenant,
  cars: readonly Car[],
  build: string,
  headersFile: string,
): FunctionsBundle {
  const { slug, locations, promos, models, parts } = tenant;
  const { stock } = tenant.site;
  const site =
    stock.type === 'file' && !isAbsolute(stock.path)
      ? { ...tenant.site, stock: { ...stock, path: join(tenant.dir, stock.path) } }
      : tenant.site;
  return { build, tenant: { slug, site, locations, promos, models, parts }, cars: cars.map(functionsCar), headersFile };
}

/**
 * A bundle read back (JSON from the build), validated; `from` names where it was read, kept as the
 * tenant's `dir`. Throws naming the bundle and the first problems when it is not one.
 */
export function parseFunctionsBundle(raw: unknown, from: string): Omit<FunctionsBundle, 'tenant'> & { tenant: Tenant } {
  const result = v.safeParse(FunctionsBundleSchema, raw);
  if (!result.success) {
    const problems = result.issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(bundle)'}: ${issue.message}`);
    throw new Error(`${from} is not a functions bundle of this version (rebuild the tenant): ${problems.join('; ')}`);
  }
  return { ...result.output, tenant: { ...result.output.tenant, dir: from } };
}
