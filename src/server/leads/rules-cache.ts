import type { Tenant } from '../../config/load-tenant.ts';
import { leadSchema } from '../../features/forms/rules/schemas/lead.ts';
import { leadRulesFor } from '../../features/forms/rules/schemas/lead-rules.ts';

const cache = new WeakMap<Tenant, ReturnType<typeof leadSchema>>();

/** The tenant's lead schema, built once per tenant object. */
export function leadSchemaFor(tenant: Tenant): ReturnType<typeof leadSchema> {
  let schema = cache.get(tenant);
  if (!schema) {
    schema = leadSchema(leadRulesFor(tenant.site, tenant.locations));
    cache.set(tenant, schema);
  }
  return schema;
}
