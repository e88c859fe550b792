import { describe, expect, it } from 'vitest';
import { localBroker } from '../finance/local-broker.ts';
import { purgeExpired } from '../store/retention.ts';
import { QUOTES_PER_WRITE } from '../throttle/throttle.ts';
import { alphaEnquiry, count, phoneVerified, testApp } from '../../../tests/support/server/harness.ts';

const from = (ip: string) => ({ 'x-test-ip': ip });
const postLead = (call: Awaited<ReturnType<typeof testApp>>['call'], ip: string, host?: string) =>
  call('POST', '/api/leads', { body: alphaEnquiry(), headers: from(ip), ...(host ? { host } : {}) });

describe('write throttle (token bucket per client and per tenant)', () => {
  it('stores 10 leads a client sends at once, refuses the 11th with 429 and Retry-After, and refills over the minute', async () => {
    const { call, db, clock } = await testApp();
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await postLead(call, '198.51.100.1')).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    const refused = await postLead(call, '198.51.100.1');
    expect(refused.headers.get('retry-after')).toBe('6');
    expect(await refused.json()).toEqual({ error: 'Too many requests. Please try again later.', retry_after: 6 });
    expect(await count(db, 'leads')).toBe(10);
    clock.advance(6_000);
    expect((await postLead(call, '198.51.100.1')).status).toBe(201);
    expect((await postLead(call, '198.51.100.1')).status).toBe(429);
  });

  it("keeps each client's budget its own, and each tenant's", async () => {
    const { call } = await testApp({ overrides: { limits: { writesPerClientPerMinute: 2 } } });
    for (let i = 0; i < 2; i++) expect((await postLead(call, '198.51.100.1')).status).toBe(201);
    expect((await postLead(call, '198.51.100.1')).status).toBe(429);
    expect((await postLead(call, '198.51.100.2')).status).toBe(201);
    const beta = await call('POST', '/api/miscellaneous', {
      host: 'beta.localhost',
      body: { column_name: 'valuation', value: { a: 1 } },
      headers: from('198.51.100.1'),
    });
    expect(beta.status).toBe(201);
  });

  it('caps all clients of one tenant together, leaving other tenants alone', async () => {
    const { call } = await testApp({ overrides: { limits: { writesPerTenantPerMinute: 5 } } });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await postLead(call, `198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const beta = await call('POST', '/api/miscellaneous', {
      host: 'beta.localhost',
      body: { column_name: 'valuation', value: { a: 1 } },
      headers: from('198.51.100.9'),
    });
    expect(beta.status).toBe(201);
  });

  it('throttles lead steps with leads, phone reveals with valuations, each kind apart, and never spends a budget on rejected input', async () => {
    const { call, db } = await testApp({ overrides: { limits: { writesPerClientPerMinute: 2 } } });
    for (let i = 0; i < 20; i++)
      expect((await call('POST', '/api/miscellaneous', { body: { column_name: 'price', value: {} } })).status).toBe(
        400,
      );
    const lead = (await (await call('POST', '/api/leads', { body: { ...alphaEnquiry(), form: 'parts' } })).json()) as {
      lead_id: string;
    };
    expect((await call('PATCH', `/api/leads/${lead.lead_id}`, { body: { vehicle_make: 'Toyota' } })).status).toBe(200);
    expect((await call('PATCH', `/api/leads/${lead.lead_id}`, { body: { vehicle_model: 'Hilux' } })).status).toBe(429);
    expect(
      (await call('POST', '/api/phone-reveal', { body: { car_id: 1, dealership_id: 1, website_id: 101 } })).status,
    ).toBe(201);
    expect(
      (await call('POST', '/api/miscellaneous', { body: { column_name: 'valuation', value: { a: 1 } } })).status,
    ).toBe(201);
    expect(
      (await call('POST', '/api/miscellaneous', { body: { column_name: 'valuation', value: { a: 1 } } })).status,
    ).toBe(429);
    expect(await count(db, 'miscellaneous')).toBe(1);
  });
});

describe('finance routes (write kinds quotes and customers)', () => {
  const quote = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5 };
  const customer = {
    data: { ...quote, phoneNumber: '0412345678', firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com' },
  };
  /** A test app whose local broker counts the calls that reach it. */
  async function counted(limits: { writesPerClientPerMinute?: number; writesPerTenantPerMinute?: number }) {
    const calls = { quote: 0, customer: 0 };
    const t = await testApp({
      overrides: {
        limits,
        financeBroker: () => {
          const broker = localBroker(() => Date.parse('2025-07-01T00:00:00Z'));
          const quote: typeof broker.quote = (request) => {
            calls.quote++;
            return broker.quote(request);
          };
          const createCustomer: typeof broker.createCustomer = (request) => {
            calls.customer++;
            return broker.createCustomer(request);
          };
          return { name: broker.name, quote, createCustomer };
        },
      },
    });
    return { ...t, calls };
  }

  it('refuses a client past its budget with 429 and Retry-After before the broker sees the request, quotes apart from customers', async () => {
    const t = await counted({ writesPerClientPerMinute: 2 });
    const post = (path: string, body: unknown, ip = '127.0.0.2') =>
      t.call('POST', `/api/youx/${path}`, { body, headers: { ...from(ip), ...phoneVerified(t) } });
    // Quotes follow the sliders: QUOTES_PER_WRITE times the write budget.
    const quotes = [];
    for (let i = 0; i < 2 * QUOTES_PER_WRITE; i++) quotes.push((await post('quote', quote)).status);
    expect(quotes).toEqual(Array(2 * QUOTES_PER_WRITE).fill(200));
    const refused = await post('quote', quote);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(Math.ceil(60 / (2 * QUOTES_PER_WRITE)));
    expect(await refused.json()).toEqual({
      error: 'Too many requests. Please try again later.',
      retry_after: Math.ceil(60 / (2 * QUOTES_PER_WRITE)),
    });
    expect([
      (await post('create-customer', customer)).status,
      (await post('create-customer', customer)).status,
    ]).toEqual([200, 200]);
    const customerRefused = await post('create-customer', customer);
    expect([customerRefused.status, customerRefused.headers.get('retry-after')]).toEqual([429, '30']);
    expect(t.calls).toEqual({ quote: 2 * QUOTES_PER_WRITE, customer: 2 });
    expect((await post('create-customer', customer, '127.0.0.3')).status).toBe(200);
    expect((await post('quote', quote, '127.0.0.3')).status).toBe(200);
  });

  it('caps all clients of one tenant together, leaving other tenants alone', async () => {
    const t = await counted({ writesPerTenantPerMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await t.call('POST', '/api/youx/create-customer', {
            body: customer,
            headers: { ...from(`198.51.100.${i + 1}`), ...phoneVerified(t) },
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(
      (
        await t.call('POST', '/api/youx/create-customer', {
          host: 'beta.localhost',
          body: customer,
          headers: { ...from('198.51.100.9'), ...phoneVerified(t, '0412345678', 'beta') },
        })
      ).status,
    ).toBe(200);
    expect(t.calls.customer).toBe(4);
  });
});

describe('views', () => {
  it('counts a car view once per client per day, however often it is posted', async () => {
    const { call, clock } = await testApp();
    for (let i = 0; i < 300; i++) await call('POST', '/api/cars/car-1/view', { headers: from('198.51.100.1') });
    await call('POST', '/api/cars/car-1/view', { headers: from('198.51.100.2') });
    expect(await (await call('GET', '/api/cars/car-1/view.json')).json()).toMatchObject({ views: 12 });
    clock.advance(24 * 3_600_000);
    const nextDay = await (await call('POST', '/api/cars/car-1/view', { headers: from('198.51.100.1') })).json();
    expect(nextDay).toMatchObject({ views: 13 });
  });

  it("purges earlier days' marks, so the store holds one day of them", async () => {
    const { call, clock, db } = await testApp();
    for (let i = 0; i < 20; i++) await call('POST', '/api/cars/car-1/view', { headers: from(`198.51.100.${i}`) });
    expect(await count(db, 'car_view_marks')).toBe(20);
    clock.advance(24 * 3_600_000);
    await call('POST', '/api/cars/car-1/view');
    expect(await count(db, 'car_view_marks')).toBe(1);
  });

  it("has the hourly purge remove earlier days' marks when no later view comes", async () => {
    const { call, clock, db } = await testApp();
    await call('POST', '/api/cars/car-1/view', { headers: from('198.51.100.1') });
    await purgeExpired(db, clock.now());
    expect(await count(db, 'car_view_marks')).toBe(1);
    clock.advance(24 * 3_600_000);
    expect(await purgeExpired(db, clock.now())).toMatchObject({ car_view_marks: 1 });
    expect(await count(db, 'car_view_marks')).toBe(0);
  });
});

describe('stored sizes', () => {
  it('refuses a valuation over 4 KiB of JSON with 413 naming value, storing nothing', async () => {
    const { call, db } = await testApp();
    const res = await call('POST', '/api/miscellaneous', {
      body: { column_name: 'valuation', value: { notes: 'x'.repeat(5000) } },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: 'Please fix the following errors:',
      fields: { value: 'At most 4096 bytes of JSON.' },
    });
    expect(await count(db, 'miscellaneous')).toBe(0);
  });

  it.each([
    ['message', 'x'.repeat(2001)],
    ['name', 'x'.repeat(81)],
    ['lead_attributes.visited_pages', Array(51).fill('/cars')],
  ])('refuses an oversized lead %s with 400 naming it', async (field, value) => {
    const { call, db } = await testApp();
    const body = field.startsWith('lead_attributes.')
      ? alphaEnquiry({ lead_attributes: { visited_pages: value } })
      : alphaEnquiry({ [field]: value });
    const res = await call('POST', '/api/leads', { body });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toContain(field);
    expect(await count(db, 'leads')).toBe(0);
  });
});
