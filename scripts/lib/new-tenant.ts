import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAllTenants, type Tenant } from '../../src/config/load-tenant.ts';

/** What a new tenant is called: its folder, its dealer name and optionally its public address. */
export interface NewTenant {
  slug: string;
  from: string;
  name: string;
  /** Default: the source's address with the new slug (hyphens dropped) as its first label. */
  url?: string | undefined;
}

/** The words the names of `tenant` start with: its site name and every dealership name share them. */
function nameStem(tenant: Tenant): string {
  const names = [tenant.site.name, ...tenant.locations.map((l) => l.dealership_name)].map((n) => n.split(' '));
  const first = names[0] ?? [];
  const length = first.findIndex((word, i) => names.some((n) => n[i] !== word));
  return first.slice(0, length === -1 ? first.length : length).join(' ');
}

const domainOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');
const envName = (slug: string) => slug.toUpperCase().replaceAll('-', '_');

/**
 * The text replacements that turn the source tenant's names into the new one's: dealer name, name stem
 * (dealership names such as 'Outback RV Townsville'), web domain (url, hosts, e-mail addresses), slug
 * (dealership and location slugs, webhook paths) and the slug in environment variable names.
 */
export function renames(source: Tenant, target: NewTenant): [string, string][] {
  const fromDomain = domainOf(source.site.url);
  const url =
    target.url ?? source.site.url.replace(fromDomain, fromDomain.replace(/^[^.]+/, target.slug.replaceAll('-', '')));
  const pairs: [string, string][] = [
    [source.site.name, target.name],
    [nameStem(source), target.name],
    [source.site.url, url],
    [fromDomain, domainOf(url)],
    [source.slug, target.slug],
    [envName(source.slug), envName(target.slug)],
  ];
  return pairs.filter(([from]) => from.length > 0);
}

/** `text` with every replacement made in one pass, longest first, so a new name is never renamed again. */
export function renameText(text: string, pairs: readonly [string, string][]): string {
  const sorted = [...pairs].sort((a, b) => b[0].length - a[0].length);
  const pattern = new RegExp(sorted.map(([from]) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return text.replace(pattern, (found) => sorted.find(([from]) => from === found)?.[1] ?? found);
}

/** A JSON value with `rename` applied to every string in it (keys untouched). */
function renameStrings(value: unknown, rename: (text: string) => string): unknown {
  if (typeof value === 'string') return rename(value);
  if (Array.isArray(value)) return value.map((item) => renameStrings(item, rename));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, renameStrings(child, rename)]));
  }
  return value;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Copies tenants/<from> to tenants/<slug> with the source's names replaced (JSON strings and Markdown), a site
 * id and dealership ids no tenant uses yet. Throws when the slug is taken or the source is missing or invalid.
 */
export function scaffoldTenant(root: string, target: NewTenant): void {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(target.slug))
    throw new Error(`--slug=${target.slug}: use lower-case letters, digits and hyphens`);
  if (existsSync(join(root, target.slug))) throw new Error(`${join(root, target.slug)} already exists`);
  const { tenants, errors } = loadAllTenants(root);
  const source = tenants.find((t) => t.slug === target.from);
  if (!source) {
    const invalid = errors.some((e) => e.slug === target.from);
    throw new Error(
      invalid
        ? `tenant ${target.from} is invalid; fix it first (npm run validate)`
        : `no tenant ${target.from} in ${root}`,
    );
  }
  const pairs = renames(source, target);
  const rename = (text: string) => renameText(text, pairs);
  const dealershipIds = new Map<number, number>();
  let nextDealership = Math.max(...tenants.flatMap((t) => t.locations.map((l) => l.dealership_id))) + 1;
  for (const location of source.locations) {
    if (!dealershipIds.has(location.dealership_id)) dealershipIds.set(location.dealership_id, nextDealership++);
  }
  const newId = (id: number) => dealershipIds.get(id) ?? id;
  const dir = join(root, target.slug);
  cpSync(source.dir, dir, { recursive: true });
  for (const file of filesUnder(dir)) {
    if (file.endsWith('.md')) writeFileSync(file, rename(readFileSync(file, 'utf8')));
    if (!file.endsWith('.json')) continue;
    const json = renameStrings(JSON.parse(readFileSync(file, 'utf8')), rename) as Record<string, unknown>;
    if (file === join(dir, 'site.json')) {
      json['id'] = Math.max(...tenants.map((t) => t.site.id)) + 1;
      const finance = json['finance'] as { excludedDealershipIds?: number[] } | undefined;
      if (finance?.excludedDealershipIds) finance.excludedDealershipIds = finance.excludedDealershipIds.map(newId);
    }
    if (file === join(dir, 'locations.json')) {
      for (const location of json as unknown as { dealership_id: number }[])
        location.dealership_id = newId(location.dealership_id);
    }
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  }
}
