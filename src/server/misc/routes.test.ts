import { describe, expect, it } from 'vitest';
import { count, testApp } from '../../../tests/support/server/harness.ts';

describe('phone reveal', () => {
  it('records car_id, dealership_id and website_id', async () => {
    const { call, db } = await testApp();
    expect(
      (await call('POST', '/api/phone-reveal', { body: { car_id: 1, dealership_id: 1, website_id: 101 } })).status,
    ).toBe(201);
    expect(await db.get('SELECT car_id, dealership_id, website_id, tenant FROM phone_reveals')).toEqual({
      car_id: 1,
      dealership_id: 1,
      website_id: 101,
      tenant: 'alpha',
    });
  });
  it("refuses another site's ids", async () => {
    const { call, db } = await testApp();
    expect(
      (await call('POST', '/api/phone-reveal', { body: { car_id: 1, dealership_id: 1, website_id: 202 } })).status,
    ).toBe(422);
    expect(
      (await call('POST', '/api/phone-reveal', { body: { car_id: 3, dealership_id: 1, website_id: 101 } })).status,
    ).toBe(422);
    expect(await count(db, 'phone_reveals')).toBe(0);
  });
});

describe('delivery estimate', () => {
  it.each([
    ['4000', 200, { name: 'Brisbane Metro', price: 150 }],
    ['', 400, { error: 'Please enter a postcode.' }],
    ['40a0', 400, { error: 'Invalid postcode. Please enter a 4-digit number.' }],
    [
      '2000',
      404,
      {
        error:
          "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
      },
    ],
  ])('postcode %j → %i', async (postcode, status, body) => {
    const { call } = await testApp();
    const res = await call('GET', `/api/delivery-estimate?postcode=${postcode}`);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject(body);
  });
});

describe('cars: price comparison and views', () => {
  it('answers the autogauge fields for a car with market data on an Autogauge site', async () => {
    const { call } = await testApp();
    const body = await (await call('GET', '/api/cars/car-1/autogauge')).json();
    expect(body).toMatchObject({
      listing_price: 28990,
      market_range_min: 28213,
      market_range_max: 32788,
      confidence: 0.8,
    });
    expect((await call('GET', '/api/cars/car-3/autogauge', { host: 'beta.localhost' })).status).toBe(404);
    expect((await call('GET', '/api/cars/car-3/autogauge')).status).toBe(404);
  });
  it('counts views per tenant car', async () => {
    const { call } = await testApp();
    await call('POST', '/api/cars/car-1/view', { headers: { 'x-test-ip': '198.51.100.1' } });
    const body = await (await call('POST', '/api/cars/1/view', { headers: { 'x-test-ip': '198.51.100.2' } })).json();
    expect(body).toEqual({ views: 12, car_fields: { photos_count: 1 } });
    expect(await (await call('GET', '/api/cars/car-1/view.json')).json()).toEqual(body);
  });
});

describe('POST /api/miscellaneous', () => {
  it("stores a valuation under column_name 'valuation'", async () => {
    const { call, db } = await testApp();
    const res = await call('POST', '/api/miscellaneous', {
      body: { column_name: 'valuation', car_id: 1, value: { offer_price: 21000 } },
    });
    expect(res.status).toBe(201);
    expect(await db.get('SELECT column_name, value_json FROM miscellaneous')).toEqual({
      column_name: 'valuation',
      value_json: '{"offer_price":21000}',
    });
    const bad = await call('POST', '/api/miscellaneous', { body: { column_name: 'price', value: {} } });
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty('column_name');
  });
});

describe('GET /api/manufacturer-locations', () => {
  it('lists the dealerships with their locations', async () => {
    const { call } = await testApp();
    const body = (await (await call('GET', '/api/manufacturer-locations')).json()) as {
      websites: { dealership: { slug: string }; locations: unknown[] }[];
    };
    expect(body.websites.map((w) => w.dealership.slug)).toEqual(['dealer-1', 'dealer-2']);
    expect(body.websites[0]?.locations).toHaveLength(1);
  });
});

describe('GET /api/appointments', () => {
  it('offers half-hour slots within opening hours, none past, none on closed days', async () => {
    const { call, clock } = await testApp();
    clock.set(Date.parse('2025-07-01T00:00:00Z')); // Tuesday 10:00 in Brisbane
    const today = (await (await call('GET', '/api/appointments?location_id=11&date=2025-07-01')).json()) as {
      times: string[];
    };
    expect(today.times[0]).toBe('10:30');
    expect(today.times.at(-1)).toBe('16:30');
    const saturday = (await (await call('GET', '/api/appointments?location_id=11&date=2025-07-05')).json()) as {
      times: string[];
    };
    expect(saturday.times).toEqual(['08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
    expect(
      ((await (await call('GET', '/api/appointments?location_id=11&date=2025-07-06')).json()) as { times: string[] })
        .times,
    ).toEqual([]);
    expect((await call('GET', '/api/appointments?location_id=21&date=2025-07-01')).status).toBe(404);
    expect((await call('GET', '/api/appointments?location_id=11&date=tomorrow')).status).toBe(400);
  });
  it('answers 400 naming `date` for a day not on the calendar or beyond the 12-month booking window', async () => {
    const { call } = await testApp();
    for (const date of ['2026-02-30', '2025-09-31', '2025-13-01', 'tomorrow']) {
      const res = await call('GET', `/api/appointments?location_id=11&date=${date}`);
      expect([res.status, await res.json()], date).toEqual([
        400,
        { error: 'Please fix the following errors:', fields: { date: 'Please choose a valid date.' } },
      ]);
    }
    const far = await call('GET', '/api/appointments?location_id=11&date=9999-12-31');
    expect([far.status, await far.json()]).toEqual([
      400,
      {
        error: 'Please fix the following errors:',
        fields: { date: 'Please choose a date within the next 12 months.' },
      },
    ]);
    expect((await call('GET', '/api/appointments?location_id=11&date=2026-06-30')).status).toBe(200);
    expect((await call('GET', '/api/appointments?location_id=11&date=2026-07-02')).status).toBe(400);
  });
});

describe('miscellaneous: hostile nesting', () => {
  it('answers 400 naming the body for a value nested 4,000 levels deep and stores nothing', async () => {
    const { call, db } = await testApp();
    const deep = `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`;
    const res = await call('POST', '/api/miscellaneous', { body: `{"column_name":"valuation","value":${deep}}` });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Please fix the following errors:',
      fields: { body: 'JSON nested deeper than 32 levels.' },
    });
    expect(await count(db, 'miscellaneous')).toBe(0);
  });
  it('still stores a valuation nested a few levels deep', async () => {
    const { call, db } = await testApp();
    const res = await call('POST', '/api/miscellaneous', {
      body: { column_name: 'valuation', value: { car: { specs: { engine: '2.0 {[' } } } },
    });
    expect(res.status).toBe(201);
    expect(await count(db, 'miscellaneous')).toBe(1);
  });
});
