import type { Tenant } from '../../config/load-tenant.ts';
import { webhookSecretProblem } from './webhook.ts';

/**
 * Problems with the webhook secrets the tenants' webhooks (default and routes) name, checked where the
 * secrets are read: the server logs them at start, and each affected delivery fails with the same words.
 */
export function webhookSecretProblems(tenants: readonly Tenant[], env: Record<string, string | undefined>): { tenant: string; problem: string }[] {
  return tenants.flatMap((tenant) => {
    const { webhook, routes } = tenant.site.leads;
    const names = new Set([webhook, ...routes.map((r) => r.webhook)].flatMap((target) => (target ? [target.secretEnv] : [])));
    return [...names].flatMap((name) => {
      const problem = webhookSecretProblem(name, env[name]);
      return problem === undefined ? [] : [{ tenant: tenant.slug, problem }];
    });
  });
}
