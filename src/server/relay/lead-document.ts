import type { Tenant } from '../../config/load-tenant.ts';
import type { StoredLead } from '../leads/lead-store.ts';

/** The JSON a CRM webhook receives for one lead (its `id` is the deduplication key). */
export function leadDocument(lead: StoredLead, tenant: Tenant) {
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
    car_id: lead.car_id ?? null,
    car: lead.car ?? null,
    ...lead.data,
  };
}
