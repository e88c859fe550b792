import type { Tenant } from '../../config/load-tenant.ts';
import { webhookSecretProblem } from './webhook.ts';

/** One tenant's webhook secret that cannot sign: the variable, whether it is set at all, and the problem in plain words. */
export interface WebhookSecretProblem {
  tenant: string;
  variable: string;
  set: boolean;
  problem: string;
}

/** Problems with the webhook secrets the tenants' webhooks (default and routes) name, read from `env`. */
export function webhookSecretProblems(
  tenants: readonly Tenant[],
  env: Record<string, string | undefined>,
): WebhookSecretProblem[] {
  return tenants.flatMap((tenant) => {
    const { webhook, routes } = tenant.site.leads;
    const names = new Set(
      [webhook, ...routes.map((r) => r.webhook)].flatMap((target) => (target ? [target.secretEnv] : [])),
    );
    return [...names].flatMap((variable) => {
      const problem = webhookSecretProblem(variable, env[variable]);
      return problem === undefined
        ? []
        : [{ tenant: tenant.slug, variable, set: (env[variable] ?? '') !== '', problem }];
    });
  });
}

/** 'tenant harbourside: webhook secret HARBOURSIDE_WEBHOOK_SECRET …', the line start and validate print. */
export const formatSecretProblem = (p: WebhookSecretProblem): string => `tenant ${p.tenant}: ${p.problem}`;

/**
 * The functions' start check. A secret that is set but cannot sign is a mistake in every environment, and
 * in production so is a missing one (that tenant's leads would never reach its CRM): both refuse to start,
 * naming tenant and variable. Returns the rest (unset outside production) for the server to log; their
 * deliveries fail with the same words until the variable is set, so no lead is lost.
 */
export function checkedWebhookSecrets(
  tenants: readonly Tenant[],
  env: Record<string, string | undefined>,
): WebhookSecretProblem[] {
  const problems = webhookSecretProblems(tenants, env);
  const refused = problems.filter((p) => p.set || env['NODE_ENV'] === 'production');
  if (refused.length > 0) throw new Error(`${refused.map(formatSecretProblem).join('\n')}\nRefusing to start.`);
  return problems;
}
