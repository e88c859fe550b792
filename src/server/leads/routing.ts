import type { Tenant } from '../../config/load-tenant.ts';
import type { Location } from '../../config/location-schema.ts';
import type { Department, EmailTarget, WebhookTarget } from '../../config/site/leads.ts';
import type { LeadRecord } from './lead-record.ts';
import type { Channel } from './lead-store.ts';

/** Where one lead goes: the route that chose it (or 'default'), its department and location, and its targets. */
export interface LeadRoute {
  name: string;
  department: Department;
  location: Location | undefined;
  webhook: WebhookTarget | undefined;
  email: EmailTarget | undefined;
}

/** The department the form or its category names, if any ('Service Enquiry' → service). */
function namedDepartment(lead: Pick<LeadRecord, 'form' | 'category'>): Department | undefined {
  if (lead.form === 'parts') return 'parts';
  if (lead.form === 'finance') return 'finance';
  if (/\bservice\b/i.test(lead.category)) return 'service';
  if (/\bparts?\b/i.test(lead.category)) return 'parts';
  if (/\bfinance\b/i.test(lead.category)) return 'finance';
  return undefined;
}

/**
 * The location a lead is for: the one the shopper chose, else the car's, else the chosen dealership's
 * location of the lead's department (its first location when none has that type).
 */
export function leadLocation(tenant: Tenant, lead: LeadRecord): Location | undefined {
  const byId = (id: number | undefined) => (id === undefined ? undefined : tenant.locations.find((l) => l.id === id));
  const chosen = byId(lead.data.location_id) ?? byId(lead.car?.location_id);
  if (chosen) return chosen;
  const dealership = tenant.locations.filter((l) =>
    lead.data.dealership_slug
      ? l.dealership_slug === lead.data.dealership_slug
      : l.dealership_id === lead.data.car_dealership_id,
  );
  const department = namedDepartment(lead) ?? 'sales';
  return dealership.find((l) => l.location_type === department) ?? dealership[0];
}

/** The lead's department: named by the form or category, else the type of its location, else sales. */
export function leadDepartment(lead: LeadRecord, location: Location | undefined): Department {
  const type = location?.location_type;
  return namedDepartment(lead) ?? (type === 'service' || type === 'parts' ? type : 'sales');
}

/**
 * The first of the tenant's routes (site.leads.routes) whose department, categories and locations all
 * match the lead; each channel it leaves out, and every channel when none matches, goes to the tenant default.
 */
export function routeLead(tenant: Tenant, lead: LeadRecord): LeadRoute {
  const location = leadLocation(tenant, lead);
  const department = leadDepartment(lead, location);
  const { routes, webhook, email } = tenant.site.leads;
  const match = routes.find(
    (r) =>
      (r.department === undefined || r.department === department) &&
      (r.categories === undefined || r.categories.includes(lead.category)) &&
      (r.locations === undefined || (location !== undefined && r.locations.includes(location.slug))),
  );
  return {
    name: match?.name ?? 'default',
    department,
    location,
    webhook: match?.webhook ?? webhook,
    email: match?.email ?? email,
  };
}

/** The channels a routed lead is queued on. */
export function routeChannels(route: LeadRoute): Channel[] {
  return [...(route.webhook ? (['webhook'] as const) : []), ...(route.email ? (['email'] as const) : [])];
}
