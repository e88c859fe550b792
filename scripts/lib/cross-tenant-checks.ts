import type { Tenant } from '../../src/config/load-tenant.ts';
import type { TenantProblem } from '../../src/config/tenant-errors.ts';

const FILES = ['site', 'locations', 'promos', 'models', 'parts'] as const;

/**
 * Problems between tenants, the marks of a tenant copied from another and not fully renamed: a site id, name,
 * address, host or dealership id another tenant already has, and text naming another tenant's dealer (its
 * name or web domain), e.g. an e-mail address at the old dealer's domain. By tenant slug.
 */
export function crossTenantProblems(tenants: readonly Tenant[]): Map<string, TenantProblem[]> {
  return new Map(
    tenants.map((tenant) => {
      const others = tenants.filter((t) => t.slug !== tenant.slug);
      return [tenant.slug, [...sharedIdProblems(tenant, others), ...foreignNameProblems(tenant, others)]];
    }),
  );
}

function sharedIdProblems(tenant: Tenant, others: readonly Tenant[]): TenantProblem[] {
  const site = `tenants/${tenant.slug}/site.json`;
  const problems: TenantProblem[] = [];
  for (const key of ['id', 'name', 'url'] as const) {
    const other = others.find((o) => o.site[key] === tenant.site[key]);
    if (other)
      problems.push({
        file: site,
        path: key,
        message: `${JSON.stringify(tenant.site[key])} is also tenant ${other.slug}'s ${key}`,
      });
  }
  tenant.site.hosts.forEach((host, i) => {
    const other = others.find((o) => o.site.hosts.includes(host));
    if (other)
      problems.push({ file: site, path: `hosts.${i}`, message: `host ${host} is also tenant ${other.slug}'s` });
  });
  const reported = new Set<number>();
  tenant.locations.forEach((location, i) => {
    const id = location.dealership_id;
    const other = others.find((o) => o.locations.some((l) => l.dealership_id === id));
    if (!other || reported.has(id)) return;
    reported.add(id);
    problems.push({
      file: `tenants/${tenant.slug}/locations.json`,
      path: `${i}.dealership_id`,
      message: `dealership id ${id} is also tenant ${other.slug}'s; each dealership needs its own id`,
    });
  });
  return problems;
}

/** What names a tenant's dealer in its site.json: its name and its web domain (without www.). */
function identity(tenant: Tenant): string[] {
  return [tenant.site.name, new URL(tenant.site.url).hostname.replace(/^www\./, '')];
}

function foreignNameProblems(tenant: Tenant, others: readonly Tenant[]): TenantProblem[] {
  const own = identity(tenant).map((s) => s.toLowerCase());
  const marks = others.flatMap((other) =>
    identity(other)
      .filter((mark) => !own.some((o) => o.includes(mark.toLowerCase())))
      .map((mark) => ({ mark, other })),
  );
  return FILES.flatMap((name) =>
    strings(tenant[name], '').flatMap(({ path, text }) => {
      const found = marks.find(({ mark }) => text.toLowerCase().includes(mark.toLowerCase()));
      if (!found) return [];
      return [
        {
          file: `tenants/${tenant.slug}/${name}.json`,
          path,
          message: `names ${JSON.stringify(found.mark)} of tenant ${found.other.slug}, but this tenant is ${JSON.stringify(tenant.site.name)}; copied and not renamed?`,
        },
      ];
    }),
  );
}

/** Every string value inside `value` with its dotted path. */
function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
}
