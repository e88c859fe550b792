import type { Tenant } from '../../config/load-tenant.ts';
import { locationPhone } from '../../features/locations/rules/location-phone.ts';
import type { StoredLead } from '../leads/lead-store.ts';
import { routeLead, type LeadRoute } from '../leads/routing.ts';
import { adfVehicles } from './adf-vehicles.ts';
import { comments, element, required } from './adf-xml.ts';
import { fieldLine, fieldLines } from './lead-fields.ts';

/** The platform, as ADF's `<provider>` and the source of its ids. */
export const PROVIDER = { name: 'Dealer Sites', source: 'dealer-sites' } as const;

/** ISO 8601 with the offset, as ADF's requestdate wants ('2025-07-01T09:30:00+00:00'). */
const requestDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** The test-drive date and time the shopper asked for, in the dealership's local time. */
function timeframe(lead: StoredLead): string {
  const when = [lead.data.fields['preferred_date'], lead.data.fields['preferred_time']].filter(
    (part) => typeof part === 'string' && part !== '',
  );
  return when.length === 0 ? '' : element('timeframe', `Test drive ${when.join(' ')} (dealership local time)`);
}

/** The shopper: name, e-mail and mobile (the one they prefer marked), and their timeframe and comments. */
function customer(lead: StoredLead, route: LeadRoute, used: ReadonlySet<string>): string {
  const { contact, lead_attributes: attributes } = lead.data;
  const preferred = lead.data.fields['PreferredContactMethod'];
  const lines = [
    fieldLine('Category', lead.category),
    fieldLine('Subcategory', lead.subcategory),
    fieldLine('Comments', lead.data.message),
    fieldLine('Postcode', contact.postcode),
    ...fieldLines(lead.data.fields, new Set([...used, 'preferred_date', 'preferred_time'])),
    fieldLine('Marketing opt-in', lead.data.opt_in),
    lead.data.offer_accepted ? fieldLine('Offer accepted', true) : '',
    fieldLine('Visited pages', attributes.visited_pages),
    fieldLine(
      'Linked query parameters',
      Object.entries(attributes.linked_query_params).map(([key, value]) => `${key}=${value}`),
    ),
    `Route: ${route.name} (department ${route.department}${route.location ? `, location ${route.location.slug}` : ''})`,
  ];
  return [
    '<customer><contact>',
    required('name', contact.name, ' part="first"'),
    element('name', contact.last_name, ' part="last"'),
    required('email', contact.email, preferred === 'Email' ? ' preferredcontact="1"' : ''),
    required(
      'phone',
      contact.phone,
      ` type="cellphone"${preferred === 'Phone' || preferred === 'SMS' ? ' preferredcontact="1"' : ''}`,
    ),
    '</contact>',
    timeframe(lead),
    comments(lines.filter(Boolean)),
    '</customer>',
  ].join('');
}

/** The dealership the lead is for: its location's name, e-mail, phone and address. */
function vendor(lead: StoredLead, tenant: Tenant, route: LeadRoute): string {
  const location = route.location ?? tenant.locations.find((l) => l.primary) ?? tenant.locations[0];
  const email = location?.contact_detail.email ?? tenant.site.contact.email ?? route.email?.to;
  const phone = location && locationPhone(location);
  const address = location?.address;
  return [
    '<vendor>',
    element('id', location?.dealership_id ?? lead.data.car_dealership_id, ` source="${PROVIDER.source} dealership"`),
    required('vendorname', location?.dealership_name ?? tenant.site.name),
    element('url', tenant.site.url),
    '<contact>',
    required('name', location?.name ?? tenant.site.name, ' part="full" type="business"'),
    email === undefined && phone === undefined
      ? required('phone', '')
      : element('email', email) + element('phone', phone, ' type="voice"'),
    address
      ? `<address>${required('street', address.street, ' line="1"')}${element('city', address.city)}${element('regioncode', address.state)}${element('postalcode', address.postcode)}${element('country', 'AU')}</address>`
      : '',
    '</contact></vendor>',
  ].join('');
}

/**
 * The lead as an ADF 1.0 document (Auto-lead Data Format, the XML dealer CRMs ingest by e-mail), valid
 * against the ADF 1.0 DTD. The README's 'ADF mapping' table lists where every form field goes.
 */
export function adfDocument(lead: StoredLead, tenant: Tenant, route: LeadRoute = routeLead(tenant, lead)): string {
  const vehicles = adfVehicles(lead, tenant);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '<prospect status="new">',
    element('id', lead.id, ` sequence="1" source="${PROVIDER.source}"`),
    element('requestdate', requestDate(lead.created_at)),
    ...vehicles.xml,
    customer(lead, route, vehicles.used),
    vendor(lead, tenant, route),
    `<provider>${required('name', PROVIDER.name, ' part="full"')}${element('service', 'Website lead forms')}</provider>`,
    '</prospect>',
    '</adf>',
  ].join('\n');
}
