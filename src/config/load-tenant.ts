import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import { startOfUtcDay } from '../shared/utc-day.ts';
import { locationsOnDay, promosOnDay } from './build-dates.ts';
import { LocationsSchema, type Location } from './location-schema.ts';
import { ModelsSchema, type Model } from './models-schema.ts';
import { PartsSchema, type Part } from './parts-schema.ts';
import { PromosSchema, type Promos, type Slide } from './promos-schema.ts';
import { SiteSchema, type Site } from './site-schema.ts';
import type { SliderSize } from './site/branding.ts';
import { TenantConfigError, problemsFromIssues, type TenantProblem } from './tenant-errors.ts';

/** A validated tenant: everything its site and the functions need except the stock. */
export interface Tenant {
  slug: string;
  /** Absolute path of tenants/<slug>. */
  dir: string;
  site: Site;
  locations: Location[];
  promos: Promos;
  models: Model[];
  /** The parts catalogue (parts.json); empty when the tenant has none. */
  parts: Part[];
}

/** Where tenant folders live; TENANTS_DIR overrides it (tests build fixture tenants). */
export const TENANTS_DIR = process.env.TENANTS_DIR ?? join(import.meta.dirname, '..', '..', 'tenants');
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** Slugs of every tenant folder (folders starting with '_' or '.', such as _schema, are not tenants). */
export function listTenantSlugs(root = TENANTS_DIR): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && SLUG.test(d.name))
    .map((d) => d.name)
    .sort();
}

/**
 * Reads and validates tenants/<slug>; throws TenantConfigError listing every problem found. Dates written relative
 * to the build (demo promos, location badges) are resolved for `today`, default the current UTC day.
 */
export function loadTenant(slug: string, root = TENANTS_DIR, { today = startOfUtcDay(new Date()) } = {}): Tenant {
  const dir = join(root, slug);
  const problems: TenantProblem[] = [];
  const read = <S extends v.GenericSchema>(
    name: string,
    schema: S,
    fallback?: unknown,
  ): v.InferOutput<S> | undefined => {
    const path = join(dir, name);
    const file = relative(join(root, '..'), path);
    let raw: unknown = fallback;
    if (existsSync(path)) {
      try {
        raw = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        problems.push({ file, path: '', message: `is not valid JSON (${(error as Error).message})` });
        return undefined;
      }
    } else if (fallback === undefined) {
      problems.push({ file, path: '', message: 'is missing' });
      return undefined;
    }
    const result = v.safeParse(schema, raw);
    if (!result.success) problems.push(...problemsFromIssues(file, result.issues, schema));
    return result.success ? result.output : undefined;
  };
  const site = read('site.json', SiteSchema);
  const locations = read('locations.json', LocationsSchema);
  const promos = read('promos.json', PromosSchema, {});
  const models = read('models.json', ModelsSchema, []);
  const parts = read('parts.json', PartsSchema, []);
  if (site && locations) problems.push(...crossCheck(slug, site, locations));
  if (site && promos) problems.push(...slideSizeProblems(slug, site.branding.sliderSize, promos.slides));
  if (problems.length > 0 || !site || !locations || !promos || !models || !parts)
    throw new TenantConfigError(slug, problems);
  return {
    slug,
    dir,
    site,
    locations: locationsOnDay(locations, today),
    promos: promosOnDay(promos, today),
    models,
    parts,
  };
}

/** Rules that span files: references from site.json to location ids must resolve. */
function crossCheck(slug: string, site: Site, locations: Location[]): TenantProblem[] {
  const ids = new Set(locations.map((l) => l.id));
  const file = `tenants/${slug}/site.json`;
  const refs: [string, number[]][] = [
    ['locations.order', site.locations.order],
    ['locations.dropdownFixedIds', site.locations.dropdownFixedIds],
    ['locations.dropdownExcludedIds', site.locations.dropdownExcludedIds],
    ['locations.enquireWhenClosedIds', site.locations.enquireWhenClosedIds],
  ];
  const problems = refs.flatMap(([path, list]) =>
    list
      .filter((id) => !ids.has(id))
      .map((id) => ({ file, path, message: `location id ${id} is not in locations.json` })),
  );
  if (site.locations.dropdownFilter === 'fixed' && site.locations.dropdownFixedIds.length === 0)
    problems.push({
      file,
      path: 'locations.dropdownFixedIds',
      message: "the 'fixed' dropdown filter needs the location ids it offers",
    });
  const slugs = new Set(locations.map((l) => l.slug));
  site.leads.routes.forEach((route, i) => {
    for (const location of route.locations ?? []) {
      if (!slugs.has(location))
        problems.push({
          file,
          path: `leads.routes.${i}.locations`,
          message: `location '${location}' is not in locations.json`,
        });
    }
  });
  problems.push(...dealershipNameProblems(`tenants/${slug}/locations.json`, locations));
  if (locations.filter((l) => l.primary).length > 1) {
    problems.push({ file: `tenants/${slug}/locations.json`, path: '', message: 'only one location can be primary' });
  }
  return problems;
}

/** Slides whose image is not the shape of the site's slider (branding.sliderSize): the slider would crop them. */
function slideSizeProblems(slug: string, size: SliderSize, slides: Slide[]): TenantProblem[] {
  const [width, height] = size.split('x').map(Number) as [number, number];
  return slides.flatMap((slide, i) =>
    Math.abs(slide.image.width / slide.image.height - width / height) < 0.01
      ? []
      : [
          {
            file: `tenants/${slug}/promos.json`,
            path: `slides.${i}.image`,
            message: `is ${slide.image.width}x${slide.image.height}; the slider (site.json branding.sliderSize) shows ${size} images`,
          },
        ],
  );
}

/** Locations that give one dealership id different names (a copied location not fully renamed). */
function dealershipNameProblems(file: string, locations: Location[]): TenantProblem[] {
  const first = new Map<number, number>();
  const problems: TenantProblem[] = [];
  for (const [index, location] of locations.entries()) {
    const earlier = first.get(location.dealership_id);
    if (earlier === undefined) {
      first.set(location.dealership_id, index);
      continue;
    }
    const name = locations[earlier]?.dealership_name;
    if (name === location.dealership_name) continue;
    problems.push({
      file,
      path: `${index}.dealership_name`,
      message: `dealership id ${location.dealership_id} is named ${JSON.stringify(name)} at [${earlier}]; one dealership id names one dealership`,
    });
  }
  return problems;
}

/** Loads every tenant; broken ones are reported, never stop the others. */
export function loadAllTenants(root = TENANTS_DIR): { tenants: Tenant[]; errors: TenantConfigError[] } {
  const tenants: Tenant[] = [];
  const errors: TenantConfigError[] = [];
  for (const slug of listTenantSlugs(root)) {
    try {
      tenants.push(loadTenant(slug, root));
    } catch (error) {
      if (!(error instanceof TenantConfigError)) throw error;
      errors.push(error);
    }
  }
  return { tenants, errors };
}
