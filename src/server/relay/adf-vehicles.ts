import type { Tenant } from '../../config/load-tenant.ts';
import type { CarSnapshot } from '../leads/lead-record.ts';
import type { StoredLead } from '../leads/lead-store.ts';
import { comments, element, required } from './adf-xml.ts';
import { fieldLine } from './lead-fields.ts';

/** The ADF `<vehicle>` elements of a lead and the form fields they carry (the rest go to the customer's comments). */
export interface AdfVehicles {
  xml: string[];
  used: ReadonlySet<string>;
}

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : undefined);
const AUD = ' currency="AUD"';

/**
 * `<finance>` for a finance lead (the amount asked for; term and the rest are comments) and for a purchase request:
 * finance with its deposit (downpayment), monthly repayment and the amount financed (balance), or cash at the price.
 */
function finance(lead: StoredLead, price?: number): string {
  const fields = lead.data.fields;
  const amount = text(fields['amount']);
  if (lead.form === 'finance' && amount !== undefined)
    return `<finance>${required('method', 'finance')}${required('amount', amount, ` type="total" limit="exact"${AUD}`)}</finance>`;
  if (lead.form !== 'purchase') return '';
  if (fields['payment_method'] === 'cash')
    return `<finance>${required('method', 'cash')}${required('amount', price, ` type="total" limit="exact"${AUD}`)}</finance>`;
  return [
    `<finance>${required('method', 'finance')}`,
    required('amount', text(fields['finance_deposit']), ` type="downpayment" limit="exact"${AUD}`),
    element('amount', text(fields['finance_monthly']), ` type="monthly" limit="exact"${AUD}`),
    element('balance', text(fields['finance_amount']), ` type="finance"${AUD}`),
    '</finance>',
  ].join('');
}

/** Purchase request fields the `<finance>` element carries (the term, rate and repayment stay in the comments). */
const PURCHASE_FINANCE_FIELDS = ['finance_deposit', 'finance_monthly', 'finance_amount'];

/** The dealer's car the lead is about: bought, or test-driven. */
function carOfInterest(lead: StoredLead, car: CarSnapshot, tenant: Tenant): string {
  const interest = lead.form === 'test-drive' ? 'test-drive' : 'buy';
  const notes = [
    car.car_type === 'demo' ? 'Demo vehicle' : '',
    car.status === 'sold' ? 'Sold' : '',
    `Listing: ${new URL(`/cars/${car.slug}`, tenant.site.url).href}`,
  ];
  return [
    `<vehicle interest="${interest}" status="${car.car_type === 'new' ? 'new' : 'used'}">`,
    element('id', car.id, ' source="dealer-sites car"'),
    required('year', car.year),
    required('make', car.make),
    required('model', car.model),
    element('vin', car.vin),
    element('stock', car.stocknum),
    element('trim', car.badge),
    element('odometer', car.km, ' units="km"'),
    car.price > 0 ? element('price', car.price, ` type="asking"${AUD}`) : '',
    finance(lead, car.price),
    comments(notes.filter(Boolean)),
    '</vehicle>',
  ].join('');
}

/** The shopper's own car: a trade-in, a car to sell, or the car a parts order is for. */
function ownCar(
  fields: Fields,
  interest: 'trade-in' | 'sell' | 'buy',
  vinKey: string | undefined,
  notes: string[],
): string {
  const rego = text(fields['rego']);
  const state = text(fields['regoState']);
  return [
    `<vehicle interest="${interest}" status="used">`,
    required('year', text(fields['vehicle_year'])),
    required('make', text(fields['vehicle_make'])),
    required('model', text(fields['vehicle_model'])),
    vinKey ? element('vin', text(fields[vinKey])) : '',
    element('odometer', text(fields['kms']), ' units="km"'),
    comments(
      [
        rego === undefined ? '' : `Rego: ${rego}${state === undefined ? '' : ` (${state})`}`,
        fieldLine('under_finance', fields['under_finance']),
        ...notes,
      ].filter(Boolean),
    ),
    '</vehicle>',
  ].join('');
}

/**
 * A vehicle with only what the form knows (ADF needs at least one, with year, make and model). Its status is
 * always written: the DTD's default is 'new', which would call every car of a general enquiry new. New when
 * the finance form says so, or the shopper registers interest in or books a test drive of a model of the
 * manufacturer's range (its variant is the trim).
 */
function unnamedVehicle(lead: StoredLead, tenant: Tenant): string {
  const fields = lead.data.fields;
  const model = text(fields['model']);
  // A model of the manufacturer's range: registered interest, or a test drive booked from its model page.
  const isNew =
    text(fields['car_type']) === 'new' ||
    lead.form === 'register-interest' ||
    (lead.form === 'test-drive' && model !== undefined);
  const interest = lead.form === 'test-drive' ? 'test-drive' : 'buy';
  return [
    `<vehicle interest="${interest}" status="${isNew ? 'new' : 'used'}">`,
    required('year', ''),
    required('make', model === undefined ? '' : (tenant.site.manufacturer?.name ?? '')),
    required('model', model),
    lead.form === 'finance' ? element('vin', text(fields['vin'])) : '',
    model === undefined ? '' : element('trim', text(fields['variant'])),
    finance(lead),
    comments([model === undefined ? 'No particular vehicle' : 'Model of interest']),
    '</vehicle>',
  ].join('');
}

const OWN_CAR_FIELDS = ['vehicle_year', 'vehicle_make', 'vehicle_model', 'kms', 'rego', 'regoState', 'under_finance'];

/**
 * ADF vehicles: the car of interest (interest buy or test-drive), the shopper's trade-in (trade-in: the trade-in form,
 * or a purchase request with one) or car to sell (sell), the car a parts order is for, or one vehicle with what the form knows.
 */
export function adfVehicles(lead: StoredLead, tenant: Tenant): AdfVehicles {
  const fields = lead.data.fields;
  const xml: string[] = [];
  const used = new Set<string>(lead.form === 'finance' ? ['amount', 'vin', 'car_type'] : []);
  if (lead.car) xml.push(carOfInterest(lead, lead.car, tenant));
  if (lead.form === 'purchase') for (const key of PURCHASE_FINANCE_FIELDS) used.add(key);
  if (
    lead.form === 'trade-in' ||
    lead.form === 'sell-my-car' ||
    (lead.form === 'purchase' && fields['has_trade_in'] === 'Yes')
  ) {
    xml.push(ownCar(fields, lead.form === 'sell-my-car' ? 'sell' : 'trade-in', undefined, []));
    for (const key of OWN_CAR_FIELDS) used.add(key);
  } else if (lead.form === 'parts') {
    xml.push(ownCar(fields, 'buy', 'vin', ["The customer's own vehicle, for a parts order"]));
    for (const key of ['vehicle_year', 'vehicle_make', 'vehicle_model', 'vin', 'rego']) used.add(key);
  } else if (!lead.car) {
    xml.push(unnamedVehicle(lead, tenant));
    used.add('model');
    if (fields['model'] !== undefined) used.add('variant');
  }
  return { xml, used };
}
