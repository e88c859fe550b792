import { describe, expect, it } from 'vitest';
import { fixtureTenant } from '../../../tests/support/fixture-tenants.ts';
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

  it('a tenant read from its files routes service and parts to their own targets, sales to its default', () => {
    const group = fixtureTenant('multi-franchise');
    const [serviceRoute, partsRoute] = group.site.leads.routes;
    const inboxes = [serviceRoute?.email?.to, partsRoute?.email?.to, group.site.leads.email?.to];
    expect(new Set(inboxes).size).toBe(3);
    const toyota = group.locations.find((l) => l.location_type === 'sales' && l.manufacturers.includes('Toyota'))!;
    const department = (type: string) =>
      group.locations.find((l) => l.dealership_slug === toyota.dealership_slug && l.location_type === type)!;
    const service = routeLead(group, lead({ category: 'Service Enquiry' }, { location_id: department('service').id }));
    expect(service).toMatchObject({ name: 'service', email: serviceRoute?.email, webhook: serviceRoute?.webhook });
    expect(service.location?.slug).toBe(department('service').slug);
    const parts = routeLead(
      group,
      lead({ form: 'parts', category: 'Parts Enquiry' }, { dealership_slug: toyota.dealership_slug }),
    );
    expect(parts).toMatchObject({ name: 'parts', email: partsRoute?.email, webhook: group.site.leads.webhook });
    expect(parts.location?.slug).toBe(department('parts').slug);
    expect(routeLead(group, lead({}, { location_id: toyota.id }))).toMatchObject({
      name: 'default',
      email: group.site.leads.email,
    });
  });
});
