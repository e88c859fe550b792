import type { Tenant } from '../../config/load-tenant.ts';
import type { StoredLead } from '../leads/lead-store.ts';
import type { LeadRoute } from '../leads/routing.ts';

/**
 * The JSON a CRM webhook receives for one lead (its `id` is the deduplication key); `route` names the
 * route that chose this delivery ('default' for the tenant's own targets), its department and location.
 */
export function leadDocument(lead: StoredLead, tenant: Tenant, route: LeadRoute) {
  return {
    type: 'lead.created',
    id: lead.id,
    website_id: tenant.site.id,
    website_slug: tenant.slug,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    lead_status: lead.lead_status,
    form_completed: lead.form_completed,
    created_at: new Date(lead.created_at).toISOString(),
    route: {
      name: route.name,
      department: route.department,
      location_id: route.location?.id ?? null,
      location_slug: route.location?.slug ?? null,
    },
    car_id: lead.car_id ?? null,
    car: lead.car ?? null,
    ...lead.data,
  };
}
