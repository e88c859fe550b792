/**
 * Automotive Standards Council (ASC) GA4 events: names and parameters as the ASC specification
 * defines them (see README, 'Analytics: ASC events'). Pure builders; asc-push.ts sends them.
 */

export type AscEventName =
  | 'asc_pageview'
  | 'asc_item_pageview'
  | 'asc_itemlist_pageview'
  | 'asc_cta_interaction'
  | 'asc_click_to_call'
  | 'asc_form_engagement'
  | 'asc_form_submission'
  | 'asc_form_submission_sales'
  | 'asc_form_submission_service'
  | 'asc_form_submission_parts'
  | 'asc_form_submission_trade'
  | 'asc_form_submission_sales_appt'
  | 'asc_form_submission_service_appt'
  | 'asc_special_offer'
  | 'asc_media_interaction'
  | 'asc_retail_process';

export type AscDepartment = 'sales' | 'service' | 'parts' | 'trade';
export type AscPageType =
  | 'home'
  | 'item'
  | 'itemlist'
  | 'finance'
  | 'service'
  | 'parts'
  | 'specials'
  | 'tradein'
  | 'contact'
  | 'checkout'
  | 'other';

/** The vehicle parameters of an ASC event (item_id is the VIN, else the stock number). */
export interface AscItem {
  item_id: string;
  item_year: number;
  item_make: string;
  item_model: string;
  item_variant: string;
  item_condition: 'new' | 'used' | 'demo' | 'cpo';
  item_price: number;
  item_color: string;
  item_type: string;
  item_fuel_type: string;
  /** Date the car was listed, YYYY-MM-DD. */
  item_inventory_date: string;
}

export interface AscPage {
  page_type: AscPageType;
  department: AscDepartment;
  item?: AscItem;
  /** Promotion name on a special offer page. */
  offer?: string;
  /** Cars listed on an itemlist page. */
  item_results?: number;
}

export type AscEvent = { event: AscEventName } & Record<string, string | number>;

/** Who sends the events (ASC event_owner). */
export const EVENT_OWNER = 'dealer-sites';

interface ItemCar {
  vin?: string | undefined;
  stocknum: string;
  year: number;
  make: string;
  model: string;
  badge?: string | undefined;
  car_type: 'new' | 'used' | 'demo';
  certified?: boolean;
  price: number;
  colour?: string | undefined;
  item_type?: string;
  simple_fuel?: string | undefined;
  fuel?: string | undefined;
  simple_body?: string | undefined;
  created_at: string;
}

/** ASC item parameters of a car. */
export function ascItem(car: ItemCar): AscItem {
  return {
    item_id: car.vin ?? car.stocknum,
    item_year: car.year,
    item_make: car.make,
    item_model: car.model,
    item_variant: car.badge ?? '',
    item_condition: car.car_type === 'used' && car.certified === true ? 'cpo' : car.car_type,
    item_price: car.price,
    item_color: car.colour ?? '',
    item_type: car.simple_body ?? car.item_type ?? 'car',
    item_fuel_type: car.simple_fuel ?? car.fuel ?? '',
    item_inventory_date: car.created_at.slice(0, 10),
  };
}

const base = (event: AscEventName, page: Pick<AscPage, 'page_type' | 'department'>): AscEvent => ({
  event,
  event_owner: EVENT_OWNER,
  page_type: page.page_type,
  department: page.department,
});

/** Events of a page view: asc_pageview always, asc_item_pageview on a car, asc_itemlist_pageview on a list, asc_special_offer on an offer. */
export function pageViewEvents(page: AscPage): AscEvent[] {
  const events: AscEvent[] = [{ ...base('asc_pageview', page), ...(page.item ?? {}) }];
  if (page.item) events.push({ ...base('asc_item_pageview', page), ...page.item });
  if (page.page_type === 'itemlist')
    events.push({ ...base('asc_itemlist_pageview', page), item_results: page.item_results ?? 0 });
  if (page.offer !== undefined)
    events.push({ ...base('asc_special_offer', page), promotion_name: page.offer, event_action: 'view' });
  if (page.page_type === 'checkout')
    events.push({
      ...base('asc_retail_process', page),
      flow_name: 'reserve',
      flow_outcome: 'start',
      event_action_result: 'start',
      ...(page.item ?? {}),
    });
  return events;
}

/** What a lead form is in ASC terms. */
export interface AscForm {
  form_name: string;
  form_type: string;
  department: AscDepartment;
  /** The department-specific submission event sent beside asc_form_submission. */
  submission: AscEventName;
}

/** ASC form facts of one of the site's lead forms (`form` as in the lead payload; `category` of an enquiry). */
export function ascForm(form: string, category = ''): AscForm {
  const lower = category.toLowerCase();
  if (form === 'test-drive')
    return {
      form_name: form,
      form_type: 'sales_appt',
      department: 'sales',
      submission: 'asc_form_submission_sales_appt',
    };
  if (form === 'parts' || lower.includes('parts'))
    return { form_name: form, form_type: 'parts', department: 'parts', submission: 'asc_form_submission_parts' };
  if (form === 'trade-in' || form === 'sell-my-car')
    return { form_name: form, form_type: 'trade', department: 'trade', submission: 'asc_form_submission_trade' };
  if (lower.includes('service') && /booking|appointment/.test(lower))
    return {
      form_name: form,
      form_type: 'service_appt',
      department: 'service',
      submission: 'asc_form_submission_service_appt',
    };
  if (lower.includes('service'))
    return { form_name: form, form_type: 'service', department: 'service', submission: 'asc_form_submission_service' };
  const type = form === 'finance' ? 'finance' : form === 'enquiry' && category !== '' ? 'consumer_contact' : 'sales';
  return { form_name: form, form_type: type, department: 'sales', submission: 'asc_form_submission_sales' };
}

/** The ASC page type of each department's own page (a sales form page has none of its own). */
const DEPARTMENT_PAGE: Record<AscDepartment, AscPageType> = {
  sales: 'other',
  service: 'service',
  parts: 'parts',
  trade: 'tradein',
};

/** ASC facts of a page whose main content is one lead form: the parts order page is a parts page, a valuation page a trade-in page. */
export function formPageAsc(form: string): AscPage {
  const { department } = ascForm(form);
  return { page_type: DEPARTMENT_PAGE[department], department };
}

const formParams = (form: AscForm, page: AscPage) => ({
  ...base('asc_form_engagement', { page_type: page.page_type, department: form.department }),
  comm_type: 'form',
  form_name: form.form_name,
  form_type: form.form_type,
});

/** The shopper starts filling a form (first focus). */
export function formEngagement(form: AscForm, page: AscPage, elementText: string): AscEvent {
  return { ...formParams(form, page), comm_status: 'start', element_text: elementText, event_action_result: 'start' };
}

/** A lead the server accepted: asc_form_submission and its department event (and on a reservation, the retail process completes). */
export function formSubmissionEvents(form: AscForm, page: AscPage): AscEvent[] {
  const params = {
    ...formParams(form, page),
    comm_outcome: 'crm_update',
    event_action_result: 'success',
    ...(page.item ?? {}),
  };
  const events: AscEvent[] = [
    { ...params, event: 'asc_form_submission' },
    { ...params, event: form.submission },
  ];
  if (form.form_name === 'reserve')
    events.push({
      ...base('asc_retail_process', page),
      flow_name: 'reserve',
      flow_outcome: 'complete',
      event_action_result: 'success',
      ...(page.item ?? {}),
    });
  return events;
}

/** A tap on a tel: link. */
export function clickToCall(page: AscPage, phone: string, elementText: string): AscEvent {
  return {
    ...base('asc_click_to_call', page),
    comm_type: 'call',
    comm_phone_number: phone,
    element_text: elementText,
    event_action_result: 'call',
    ...(page.item ?? {}),
  };
}

/** A call-to-action button or link: 'open' when it opens something on the page, 'redirect' when it leaves for another page. */
export function ctaInteraction(page: AscPage, elementText: string, linkUrl: string | null): AscEvent {
  return {
    ...base('asc_cta_interaction', page),
    element_text: elementText,
    element_type: linkUrl === null ? 'button' : 'link',
    event_action: 'click',
    event_action_result: linkUrl === null ? 'open' : 'redirect',
    link_url: linkUrl ?? '',
    ...(page.item ?? {}),
  };
}

/** Gallery, spin or video use on a car page. */
export function mediaInteraction(page: AscPage, mediaType: 'image' | 'spin' | 'video', action: string): AscEvent {
  return {
    ...base('asc_media_interaction', page),
    media_type: mediaType,
    event_action: action,
    event_action_result: action,
    ...(page.item ?? {}),
  };
}
