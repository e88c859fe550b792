import { describe, expect, it } from 'vitest';
import { loadTenant } from '../../config/load-tenant.ts';
import { routedAlphaTenant } from '../../../tests/support/server/tenants.ts';
import { leadWithoutCar, type LeadData, type LeadRecord } from './lead-record.ts';
import { routeChannels, routeLead } from './routing.ts';

const tenant = routedAlphaTenant('http://127.0.0.1:9');

/** A stored-shape lead with only what routing reads. */
const lead = (over: Partial<LeadRecord> = {}, data: Partial<LeadData> = {}): LeadRecord => ({
  ...leadWithoutCar('enquiry', 'General Enquiry', {
    user_agent: '',
    contact: { name: 'Jane', email: 'j@example.com', phone: '0412345678' },
    lead_attributes: { visited_pages: [], linked_query_params: {} },
    offer_accepted: false,
    opt_in: true,
    fields: {},
    ...data,
  }),
  ...over,
});

describe('lead routing', () => {
  describe('the department comes from the form, then the category, then the location type', () => {
    it.each([
      ['parts form', lead({ form: 'parts', category: 'Parts Enquiry' }), 'parts'],
      ['finance form', lead({ form: 'finance', category: 'Finance Enquiry' }), 'finance'],
      ['Service Enquiry category', lead({ category: 'Service Enquiry' }), 'service'],
      ['Parts Enquiry category', lead({ category: 'Parts Enquiry' }), 'parts'],
      ['a test drive', lead({ form: 'test-drive', category: 'Test Drive' }), 'sales'],
      ['a general enquiry', lead(), 'sales'],
    ])('%s', (_name, input, department) => {
      expect(routeLead(tenant, input).department).toBe(department);
    });
  });

  describe('the first matching route chooses; each channel it lacks falls back to the tenant default', () => {
    it('service leads go to the service e-mail and webhook', () => {
      const route = routeLead(tenant, lead({ category: 'Service Enquiry' }, { location_id: 11 }));
      expect(route).toMatchObject({
        name: 'service',
        email: { to: 'service@alpha.example' },
        webhook: { url: 'http://127.0.0.1:9/service' },
      });
    });
    it('parts leads go to the parts e-mail and the default webhook', () => {
      const route = routeLead(
        tenant,
        lead({ form: 'parts', category: 'Parts Enquiry' }, { dealership_slug: 'dealer-2' }),
      );
      expect(route).toMatchObject({
        name: 'parts',
        email: { to: 'parts@alpha.example' },
        webhook: { url: 'http://127.0.0.1:9/default' },
      });
      expect(routeChannels(route)).toEqual(['webhook', 'email']);
    });
    it("a location route matches the chosen location, the dealership's location or the car's location", () => {
      expect(routeLead(tenant, lead({}, { location_id: 12 })).name).toBe('south-sales');
      expect(routeLead(tenant, lead({}, { dealership_slug: 'dealer-2' })).name).toBe('south-sales');
      const car = {
        id: 9,
        slug: 'c',
        name: 'c',
        year: 2020,
        make: 'Kia',
        model: 'Rio',
        stocknum: 'S9',
        price: 1,
        car_type: 'used',
        status: 'in_stock',
        dealership_id: 2,
        location_name: 'south',
        location_id: 12,
      };
      expect(routeLead(tenant, lead({ car, car_id: 9 })).name).toBe('south-sales');
      expect(routeLead(tenant, lead({}, { location_id: 11 })).name).toBe('default');
    });
    it('no match: the tenant default, named "default"', () => {
      expect(routeLead(tenant, lead({ form: 'finance', category: 'Finance Enquiry' }))).toMatchObject({
        name: 'default',
        location: undefined,
        email: { to: 'leads@alpha.example' },
      });
    });
    it("a dealership with a location of the lead's department is that location", () => {
      const withService = {
        ...tenant,
        locations: [
          ...tenant.locations,
          { ...tenant.locations[1]!, id: 13, slug: 'alpha-south-service', location_type: 'service' as const },
        ],
      };
      expect(
        routeLead(withService, lead({ category: 'Service Enquiry' }, { dealership_slug: 'dealer-2' })).location?.slug,
      ).toBe('alpha-south-service');
    });
  });

  it('demo tenant harbourside routes service and parts to their own targets, sales to its default', () => {
    const harbourside = loadTenant('harbourside');
    const service = routeLead(harbourside, lead({ category: 'Service Enquiry' }, { location_id: 2 }));
    expect(service).toMatchObject({
      name: 'service',
      email: { to: 'service@harbourside.example.com.au' },
      webhook: { url: 'http://127.0.0.1:4599/hooks/harbourside-service' },
    });
    expect(service.location?.slug).toBe('toyota-springwood-service');
    const parts = routeLead(
      harbourside,
      lead({ form: 'parts', category: 'Parts Enquiry' }, { dealership_slug: 'harbourside-toyota-springwood' }),
    );
    expect(parts).toMatchObject({
      name: 'parts',
      email: { to: 'parts@harbourside.example.com.au' },
      webhook: { url: 'http://127.0.0.1:4599/hooks/harbourside' },
    });
    expect(parts.location?.slug).toBe('toyota-springwood-parts');
    expect(routeLead(harbourside, lead({}, { location_id: 1 }))).toMatchObject({
      name: 'default',
      email: { to: 'leads@harbourside.example.com.au' },
    });
  });
});
