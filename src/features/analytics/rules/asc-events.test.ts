import { describe, expect, it } from 'vitest';
import {
  ascForm,
  ascItem,
  clickToCall,
  ctaInteraction,
  formEngagement,
  formPageAsc,
  formSubmissionEvents,
  mediaInteraction,
  pageViewEvents,
  type AscPage,
} from './asc-events.ts';

const car = {
  vin: 'LSJTL6AV9RD612929',
  stocknum: 'U1',
  year: 2024,
  make: 'MG',
  model: 'ZS',
  badge: 'Excite',
  car_type: 'used' as const,
  certified: false,
  price: 22_990,
  colour: 'White',
  item_type: 'car',
  simple_fuel: 'Petrol',
  simple_body: 'SUV',
  created_at: '2026-10-24T22:53:27.000Z',
};
const item = ascItem(car);
const carPage: AscPage = { page_type: 'item', department: 'sales', item };
const names = (events: { event: string }[]) => events.map((e) => e.event);

describe('ASC item parameters', () => {
  it('maps a stock car: VIN as item_id, condition, price, colour, type, fuel and the listing date', () => {
    expect(item).toEqual({
      item_id: 'LSJTL6AV9RD612929',
      item_year: 2024,
      item_make: 'MG',
      item_model: 'ZS',
      item_variant: 'Excite',
      item_condition: 'used',
      item_price: 22_990,
      item_color: 'White',
      item_type: 'SUV',
      item_fuel_type: 'Petrol',
      item_inventory_date: '2026-10-24',
    });
  });
  it('uses the stock number without a VIN and calls a certified used car cpo', () => {
    expect(ascItem({ ...car, vin: undefined, certified: true })).toMatchObject({
      item_id: 'U1',
      item_condition: 'cpo',
    });
  });
});

describe('pages whose main content is one form', () => {
  it.each([
    ['parts', { page_type: 'parts', department: 'parts' }],
    ['trade-in', { page_type: 'tradein', department: 'trade' }],
    ['sell-my-car', { page_type: 'tradein', department: 'trade' }],
    ['test-drive', { page_type: 'other', department: 'sales' }],
  ])('the %s page is %o', (form, page) => {
    expect(formPageAsc(form)).toEqual(page);
  });
  it('a parts order page view is an asc_pageview of the parts department', () => {
    expect(pageViewEvents(formPageAsc('parts'))).toEqual([
      { event: 'asc_pageview', event_owner: 'dealer-sites', page_type: 'parts', department: 'parts' },
    ]);
  });
});

describe('journeys and their events', () => {
  it('home page: asc_pageview only', () => {
    expect(pageViewEvents({ page_type: 'home', department: 'sales' })).toEqual([
      { event: 'asc_pageview', event_owner: 'dealer-sites', page_type: 'home', department: 'sales' },
    ]);
  });
  it('car page: asc_pageview and asc_item_pageview with the car', () => {
    const events = pageViewEvents(carPage);
    expect(names(events)).toEqual(['asc_pageview', 'asc_item_pageview']);
    expect(events[1]).toMatchObject({ page_type: 'item', department: 'sales', ...item });
  });
  it('search results: asc_itemlist_pageview with the result count', () => {
    const events = pageViewEvents({ page_type: 'itemlist', department: 'sales', item_results: 1534 });
    expect(names(events)).toEqual(['asc_pageview', 'asc_itemlist_pageview']);
    expect(events[1]).toMatchObject({ item_results: 1534 });
  });
  it('special offer page: asc_special_offer with the promotion', () => {
    expect(pageViewEvents({ page_type: 'specials', department: 'sales', offer: 'EOFY Sale' })[1]).toMatchObject({
      event: 'asc_special_offer',
      promotion_name: 'EOFY Sale',
    });
  });
  it('reserve checkout: asc_retail_process starts on the page and completes with the reservation', () => {
    const page: AscPage = { page_type: 'checkout', department: 'sales', item };
    expect(pageViewEvents(page).at(-1)).toMatchObject({
      event: 'asc_retail_process',
      flow_name: 'reserve',
      flow_outcome: 'start',
    });
    expect(names(formSubmissionEvents(ascForm('reserve'), page))).toEqual([
      'asc_form_submission',
      'asc_form_submission_sales',
      'asc_retail_process',
    ]);
  });
  it('car enquiry: engagement on first focus, then submission and its sales event with the car', () => {
    const form = ascForm('enquiry');
    expect(formEngagement(form, carPage, 'First name')).toMatchObject({
      event: 'asc_form_engagement',
      comm_type: 'form',
      comm_status: 'start',
      form_name: 'enquiry',
      form_type: 'sales',
      department: 'sales',
      element_text: 'First name',
    });
    const events = formSubmissionEvents(form, carPage);
    expect(names(events)).toEqual(['asc_form_submission', 'asc_form_submission_sales']);
    expect(events[0]).toMatchObject({
      comm_type: 'form',
      comm_outcome: 'crm_update',
      event_action_result: 'success',
      item_id: item.item_id,
    });
  });
  it.each([
    ['test-drive', '', 'asc_form_submission_sales_appt', 'sales'],
    ['enquiry', 'Service Enquiry', 'asc_form_submission_service', 'service'],
    ['enquiry', 'Service Booking', 'asc_form_submission_service_appt', 'service'],
    ['enquiry', 'Parts Enquiry', 'asc_form_submission_parts', 'parts'],
    ['parts', '', 'asc_form_submission_parts', 'parts'],
    ['trade-in', '', 'asc_form_submission_trade', 'trade'],
    ['sell-my-car', '', 'asc_form_submission_trade', 'trade'],
    ['finance', '', 'asc_form_submission_sales', 'sales'],
    ['enquiry', 'General Enquiry', 'asc_form_submission_sales', 'sales'],
  ])('%s (%s) submits %s in %s', (formName, category, event, department) => {
    const events = formSubmissionEvents(ascForm(formName, category), { page_type: 'other', department: 'sales' });
    expect(names(events)).toEqual(['asc_form_submission', event]);
    expect(events[1]).toMatchObject({ department });
  });
  it('phone tap: asc_click_to_call with the number', () => {
    expect(clickToCall(carPage, '0755500101', 'Call 07 5550 0101')).toMatchObject({
      event: 'asc_click_to_call',
      comm_type: 'call',
      comm_phone_number: '0755500101',
      item_make: 'MG',
    });
  });
  it('buttons: asc_cta_interaction, redirect for links and open for buttons', () => {
    expect(ctaInteraction(carPage, 'Enquire Now', 'https://x.au/contact')).toMatchObject({
      event: 'asc_cta_interaction',
      element_text: 'Enquire Now',
      element_type: 'link',
      event_action_result: 'redirect',
    });
    expect(ctaInteraction(carPage, 'Request Photos', null)).toMatchObject({
      element_type: 'button',
      event_action_result: 'open',
    });
  });
  it('gallery: asc_media_interaction', () => {
    expect(mediaInteraction(carPage, 'spin', 'click')).toMatchObject({
      event: 'asc_media_interaction',
      media_type: 'spin',
      item_id: item.item_id,
    });
  });
});
