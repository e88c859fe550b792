import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { Tenant } from '../../src/config/load-tenant.ts';

const RegistryEntrySchema = v.object({
  slug: v.string(),
  name: v.string(),
  url: v.string(),
  hosts: v.array(v.string()),
});
/** One line of dist/tenants.json: a tenant the server may serve. */
export type RegistryEntry = v.InferOutput<typeof RegistryEntrySchema>;

const registryFile = (distDir: string) => join(distDir, 'tenants.json');
const isBuilt = (distDir: string, slug: string) => existsSync(join(distDir, slug, 'index.html'));

/** dist/tenants.json as the last build wrote it; [] when there is none or it is not a registry. */
export function readRegistry(distDir: string): RegistryEntry[] {
  const file = registryFile(distDir);
  if (!existsSync(file)) return [];
  const result = v.safeParse(v.array(RegistryEntrySchema), JSON.parse(readFileSync(file, 'utf8')));
  return result.success ? result.output : [];
}

/**
 * Writes dist/tenants.json: every valid tenant that has a built site, and every tenant whose configuration
 * is now invalid but whose last good build is still there and listed (so `npm start` keeps serving it
 * instead of answering 404). Returns the slugs kept that way.
 */
export function writeRegistry(distDir: string, tenants: readonly Tenant[], invalid: readonly string[]): string[] {
  const current = tenants
    .filter((t) => isBuilt(distDir, t.slug))
    .map((t) => ({ slug: t.slug, name: t.site.name, url: t.site.url, hosts: t.site.hosts }));
  const kept = readRegistry(distDir).filter((entry) => invalid.includes(entry.slug) && isBuilt(distDir, entry.slug));
  const entries = [...current, ...kept].sort((a, b) => a.slug.localeCompare(b.slug));
  mkdirSync(distDir, { recursive: true });
  writeFileSync(registryFile(distDir), `${JSON.stringify(entries, null, 2)}\n`);
  return kept.map((entry) => entry.slug);
}
