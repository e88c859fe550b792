import { loadAllTenants } from '../../src/config/load-tenant.ts';
import { formatProblem } from '../../src/config/tenant-errors.ts';
import { webhookSecretProblems } from '../../src/server/relay/webhook-secrets.ts';

/** What `npm run validate` prints: a line per sound tenant, and the problems that make it exit 1. */
export interface TenantValidation {
  valid: string[];
  problems: string[];
}

/**
 * Every tenant's files against the schemas and cross-checks, and the webhook secrets its site.json names
 * that are set in `env` (the same check the functions refuse to start on). An unset secret is not reported:
 * validation runs where the secrets usually are not (a laptop, CI).
 */
export function validateTenants(root: string, env: Record<string, string | undefined>): TenantValidation {
  const { tenants, errors } = loadAllTenants(root);
  const secrets = webhookSecretProblems(tenants, env).filter((p) => p.set);
  const problems = [
    ...errors.map((error) => `✗ ${error.slug}: its configuration is invalid:\n${error.problems.map(formatProblem).join('\n')}`),
    ...secrets.map((p) => `✗ ${p.tenant}: ${p.problem}`),
  ];
  const valid = tenants.filter((t) => !secrets.some((p) => p.tenant === t.slug)).map((t) => `✓ ${t.slug}`);
  return { valid, problems };
}
