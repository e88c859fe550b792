import { loadAllTenants } from '../../src/config/load-tenant.ts';
import { formatProblem } from '../../src/config/tenant-errors.ts';
import { webhookSecretProblems } from '../../src/server/relay/webhook-secrets.ts';
import { crossTenantProblems } from './cross-tenant-checks.ts';

/** What `npm run validate` prints: a line per sound tenant, and the problems that make it exit 1. */
export interface TenantValidation {
  valid: string[];
  problems: string[];
}

/**
 * Every tenant's files against the schemas and cross-checks, the checks between tenants (a copy not fully
 * renamed), and the webhook secrets its site.json names that are set in `env` (the same check the functions
 * refuse to start on). An unset secret is not reported: validation runs where the secrets usually are not
 * (a laptop, CI). `only` limits the report to those tenants (all are loaded, to compare them).
 */
export function validateTenants(
  root: string,
  env: Record<string, string | undefined>,
  only?: readonly string[],
): TenantValidation {
  const { tenants, errors } = loadAllTenants(root);
  const wanted = (slug: string) => !only || only.includes(slug);
  const known = new Set([...tenants.map((t) => t.slug), ...errors.map((e) => e.slug)]);
  const secrets = webhookSecretProblems(tenants, env).filter((p) => p.set && wanted(p.tenant));
  const between = crossTenantProblems(tenants);
  const problems = [
    ...(only ?? []).filter((slug) => !known.has(slug)).map((slug) => `✗ ${slug}: no such tenant folder in ${root}`),
    ...errors
      .filter((e) => wanted(e.slug))
      .map((e) => `✗ ${e.slug}: its configuration is invalid:\n${e.problems.map(formatProblem).join('\n')}`),
    ...[...between]
      .filter(([slug, list]) => wanted(slug) && list.length > 0)
      .map(([slug, list]) => `✗ ${slug}: clashes with another tenant:\n${list.map(formatProblem).join('\n')}`),
    ...secrets.map((p) => `✗ ${p.tenant}: ${p.problem}`),
  ];
  const valid = tenants
    .filter((t) => wanted(t.slug) && !secrets.some((p) => p.tenant === t.slug) && between.get(t.slug)?.length === 0)
    .map((t) => `✓ ${t.slug}`);
  return { valid, problems };
}
