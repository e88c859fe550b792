import type { Tenant } from '../../config/load-tenant.ts';
import type { StoredLead } from '../leads/lead-store.ts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch)
    // Characters XML 1.0 cannot carry at all.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const element = (name: string, value: string | number | undefined, attributes = '') =>
  value === undefined || value === '' ? '' : `<${name}${attributes}>${escapeXml(String(value))}</${name}>`;

/** ISO 8601 with the offset, as ADF's requestdate wants ('2025-07-01T09:30:00+00:00'). */
const requestDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/**
 * The lead as an ADF 1.0 document (Auto-lead Data Format, the XML dealer CRMs ingest by e-mail):
 * prospect with id and requestdate, vehicle (interest, status, year, make, model, vin, stock, price),
 * customer contact and comments, vendor (the dealer) and provider (this platform).
 */
export function adfDocument(lead: StoredLead, tenant: Tenant): string {
  const { contact } = lead.data;
  const car = lead.car;
  const interest = lead.form === 'trade-in' || lead.form === 'sell-my-car' ? 'sell' : lead.form === 'test-drive' ? 'test-drive' : 'buy';
  const vehicle = car
    ? `<vehicle interest="${interest}" status="${car.car_type === 'new' ? 'new' : 'used'}">${element('year', car.year)}${element('make', car.make)}${element('model', car.model)}${element('vin', car.vin)}${element('stock', car.stocknum)}${car.price > 0 ? element('price', car.price, ' type="asking" currency="AUD"') : ''}</vehicle>`
    : '';
  const comments = [lead.category, lead.subcategory, lead.data.message].filter((part) => part !== undefined && part !== '').join(' - ');
  const dealership = tenant.locations.find((l) => l.dealership_slug === lead.data.dealership_slug)?.dealership_name ?? tenant.site.name;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '<prospect status="new">',
    element('id', lead.id, ' sequence="1" source="dealer-sites"'),
    element('requestdate', requestDate(lead.created_at)),
    vehicle,
    '<customer><contact>',
    element('name', contact.name, ' part="first"'),
    element('name', contact.last_name, ' part="last"'),
    element('email', contact.email),
    element('phone', contact.phone, ' type="cellphone"'),
    contact.postcode ? `<address>${element('postalcode', contact.postcode)}${element('country', 'AU')}</address>` : '',
    '</contact>',
    element('comments', comments),
    '</customer>',
    `<vendor>${element('vendorname', dealership)}<contact>${element('name', tenant.site.name, ' part="full"')}</contact></vendor>`,
    `<provider>${element('name', 'dealer-sites', ' part="full"')}${element('service', 'Website')}${element('url', tenant.site.url)}</provider>`,
    '</prospect>',
    '</adf>',
  ].join('\n');
}
