import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';
import { VERIFICATION_HEADER } from '../../features/forms/rules/verification-header.ts';
import { VERIFIED_FOR_MS, VERIFY_FIRST } from '../verify/verified-phone.ts';
import { alphaEnquiry, count, phoneVerified, testApp, type TestApp } from '../../../tests/support/server/harness.ts';

describe('POST /api/leads', () => {
  it('stores a valid enquiry with one outbox row per channel and answers 201 with the lead id', async () => {
    const { call, db, notified } = await testApp();
    const res = await call('POST', '/api/leads', { body: alphaEnquiry() });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { lead_id: string; form_completed: boolean };
    expect(body.lead_id).toMatch(/^ld_/);
    expect(body.form_completed).toBe(true);
    const lead = await db.get('SELECT * FROM leads WHERE id = ?', [body.lead_id]);
    expect(lead?.['category']).toBe('General Enquiry');
    const data = JSON.parse(String(lead?.['data_json']));
    expect(data).toMatchObject({ source: 'Website', contact: { phone: '0412345678' }, event_id: 22 });
    expect(
      (await db.all('SELECT channel FROM outbox WHERE lead_id = ? ORDER BY channel', [body.lead_id])).map(
        (r) => r['channel'],
      ),
    ).toEqual(['email', 'webhook']);
    expect(notified).toHaveLength(1);
  });

  it('re-sends Careers Enquiry as General Enquiry with subcategory Career Enquiry (spec/site §4)', async () => {
    const { call, db } = await testApp();
    const res = await call('POST', '/api/leads', { body: alphaEnquiry({ category: 'Careers Enquiry' }) });
    const { lead_id } = (await res.json()) as { lead_id: string };
    const row = await db.get('SELECT category, subcategory, data_json FROM leads WHERE id = ?', [lead_id]);
    expect([row?.['category'], row?.['subcategory']]).toEqual(['General Enquiry', 'Career Enquiry']);
    expect(JSON.parse(String(row?.['data_json'])).event_id).toBe(51);
  });

  it.each([
    ['enquiry', { category: 'Sales Enquiry' }, 15],
    ['test-drive', {}, 48],
    ['find-similar', {}, 15],
    ['photo-request', {}, undefined],
  ])('a %s about a used car records the event id the browser tracks (spec/shopper §7)', async (form, extra, id) => {
    const { call, db } = await testApp();
    const res = await call('POST', '/api/leads', { body: { ...alphaEnquiry(), ...extra, form, car_id: 1 } });
    expect(res.status).toBe(201);
    const row = await db.get('SELECT data_json FROM leads');
    expect(JSON.parse(String(row?.['data_json'])).event_id).toBe(id);
  });

  it('carries the car, user agent and lead attributes', async () => {
    const { call, db } = await testApp();
    const res = await call('POST', '/api/leads', {
      body: {
        ...alphaEnquiry(),
        form: 'test-drive',
        car_id: 1,
        lead_attributes: { visited_pages: ['/cars/car-1'], linked_query_params: { utm_source: 'x' } },
      },
      headers: { 'user-agent': 'TestBrowser/1.0' },
    });
    expect(res.status).toBe(201);
    const row = await db.get('SELECT * FROM leads');
    expect(row?.['category']).toBe('Test Drive');
    expect(JSON.parse(String(row?.['car_json']))).toMatchObject({ id: 1, stocknum: 'A100', vin: 'JTDBR32E720000001' });
    expect(JSON.parse(String(row?.['data_json']))).toMatchObject({
      user_agent: 'TestBrowser/1.0',
      car_dealership_id: 1,
      lead_attributes: { visited_pages: ['/cars/car-1'] },
    });
  });

  it.each([
    ['photo-request', { car_id: 1 }],
    ['find-similar', { car_id: 2 }],
    ['parts', { vehicle_make: 'Toyota' }],
    ['trade-in', { rego: 'ABC123', kms: 50000 }],
    ['sell-my-car', { regoState: 'QLD' }],
    ['register-interest', { model: 'bZ4X' }],
  ])('accepts the %s form', async (form, extra) => {
    const { call } = await testApp();
    const res = await call('POST', '/api/leads', { body: { ...alphaEnquiry(), form, ...extra } });
    expect(res.status).toBe(201);
  });

  describe('the finance form: only for a phone verified with a code (spec/site §4 finance submit)', () => {
    const finance = alphaEnquiry({ form: 'finance', amount: 30000, term: 5 });
    it('accepts it with the proof the code check answered', async () => {
      const app = await testApp();
      const res = await app.call('POST', '/api/leads', { body: finance, headers: phoneVerified(app) });
      expect(res.status).toBe(201);
    });
    it.each([
      ['no proof', () => ({})],
      ['the proof of another phone', (app: TestApp) => phoneVerified(app, '0499999999')],
      ['the proof of another tenant', (app: TestApp) => phoneVerified(app, '0412345678', 'beta')],
      ['a proof past its 30 minutes', (app: TestApp) => phoneVerified(app, '0412345678', 'alpha', -VERIFIED_FOR_MS)],
      ['a made-up proof', () => ({ [VERIFICATION_HEADER]: `${Date.parse('2030-01-01')}.${'0'.repeat(64)}` })],
    ])('refuses it with %s: 403 naming the code, nothing stored', async (_label, headers) => {
      const app = await testApp();
      const res = await app.call('POST', '/api/leads', { body: finance, headers: headers(app) });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({ code: VERIFY_FIRST });
      expect(await app.db.all('SELECT id FROM leads')).toEqual([]);
    });
  });

  it('refuses a reserve or online-payment lead naming `form`: they are made on their own routes', async () => {
    const { call, db } = await testApp();
    for (const [form, route] of [
      ['reserve', '/api/reservations'],
      ['online-payment', '/api/online-payments'],
    ]) {
      const res = await call('POST', '/api/leads', {
        body: {
          ...alphaEnquiry(),
          form,
          car_id: 1,
          payment_amount: 100,
          reference_type: 'invoice',
          reference_number: 'INV-1',
        },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields['form']).toContain(route);
    }
    expect(await db.all('SELECT id FROM leads')).toEqual([]);
  });

  describe('validation rules (spec/site §5), each answered 400 naming the field', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['Comments required', { message: '' }, 'message', MESSAGES.required],
      ['category required', { category: undefined }, 'category', MESSAGES.required],
      ['category from the list', { category: 'Pizza' }, 'category', MESSAGES.category],
      [
        'dealership required with more than one',
        { dealership_slug: undefined },
        'dealership_slug',
        MESSAGES.dealership,
      ],
      ['location required when enabled', { location_id: undefined }, 'location_id', MESSAGES.location],
      ['terms required when configured', { terms_conditions: false }, 'terms_conditions', MESSAGES.terms],
      ['4-digit postcode', { postcode: '400' }, 'postcode', MESSAGES.postcode],
      ['AU phone', { phone: '12345' }, 'phone', MESSAGES.phone],
      ['e-mail', { email: 'not-an-email' }, 'email', MESSAGES.email],
      ['name required', { name: '  ' }, 'name', MESSAGES.required],
    ];
    it.each(cases)('%s', async (_rule, change, field, message) => {
      const { call, db } = await testApp();
      const res = await call('POST', '/api/leads', { body: alphaEnquiry(change) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(body.error).toBe('Please fix the following errors:');
      expect(body.fields[field]).toBe(message);
      expect(await count(db, 'leads')).toBe(0);
    });

    it('relaxes Comments and dealership on a single-dealer site that says so', async () => {
      const { call } = await testApp();
      const res = await call('POST', '/api/leads', {
        host: 'beta.localhost',
        body: alphaEnquiry({
          message: undefined,
          dealership_slug: undefined,
          location_id: undefined,
          terms_conditions: undefined,
        }),
      });
      expect(res.status).toBe(201);
    });

    it('normalises the phone: leading 61 becomes 0, digits only', async () => {
      const { call, db } = await testApp();
      await call('POST', '/api/leads', { body: alphaEnquiry({ phone: '61 (07) 3000-0000'.replace('(07)', '7') }) });
      expect(JSON.parse(String((await db.get('SELECT data_json FROM leads'))?.['data_json'])).contact.phone).toBe(
        '0730000000',
      );
    });

    it('refuses a car of another tenant', async () => {
      const { call } = await testApp();
      const res = await call('POST', '/api/leads', { body: { ...alphaEnquiry(), form: 'photo-request', car_id: 3 } });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { fields: Record<string, string> }).fields['car_id']).toBeDefined();
    });
  });

  describe('bot checks', () => {
    it('refuses a filled honeypot and a too-fast submission, storing nothing', async () => {
      const { call, db } = await testApp();
      expect((await call('POST', '/api/leads', { body: alphaEnquiry({ website: 'http://spam' }) })).status).toBe(422);
      const fast = await call('POST', '/api/leads', { body: alphaEnquiry({ fill_ms: 300 }) });
      expect(fast.status).toBe(422);
      expect(((await fast.json()) as { fields: object }).fields).toHaveProperty('fill_ms');
      expect(await count(db, 'leads')).toBe(0);
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first answer for a retried post and stores one lead', async () => {
      const { call, db } = await testApp();
      const headers = { 'idempotency-key': 'k-1' };
      const first = await call('POST', '/api/leads', { body: alphaEnquiry(), headers });
      const second = await call('POST', '/api/leads', { body: alphaEnquiry(), headers });
      expect(second.status).toBe(201);
      expect(await second.json()).toEqual(await first.json());
      expect(await count(db, 'leads')).toBe(1);
    });

    it('answers 422 for the same key with a different body', async () => {
      const { call, db } = await testApp();
      const headers = { 'idempotency-key': 'k-2' };
      await call('POST', '/api/leads', { body: alphaEnquiry(), headers });
      const res = await call('POST', '/api/leads', { body: alphaEnquiry({ message: 'Different' }), headers });
      expect(res.status).toBe(422);
      expect(await count(db, 'leads')).toBe(1);
    });
  });

  describe('multi-step parts order', () => {
    it('attaches the lead id after the first step and delivers only when completed', async () => {
      const { call, db } = await testApp();
      const first = await call('POST', '/api/leads', { body: { ...alphaEnquiry(), form: 'parts' } });
      const { lead_id, lead_status } = (await first.json()) as { lead_id: string; lead_status: string };
      expect(lead_status).toBe('In Progress');
      expect(await count(db, 'outbox')).toBe(0);
      const step2 = await call('PATCH', `/api/leads/${lead_id}`, {
        body: { vehicle_make: 'Toyota', vehicle_model: 'Hilux', vehicle_year: 2019 },
      });
      expect(await step2.json()).toEqual({ lead_id, lead_status: 'In Progress', form_completed: false });
      const early = await call('PATCH', `/api/leads/${lead_id}`, {
        body: { lead_status: 'Complete', form_completed: true },
      });
      expect(early.status).toBe(400);
      expect(((await early.json()) as { fields: object }).fields).toEqual({ order_detail: MESSAGES.required });
      const last = await call('PATCH', `/api/leads/${lead_id}`, {
        body: { order_detail: 'Front brake pads', lead_status: 'Complete', form_completed: true },
      });
      expect(await last.json()).toEqual({ lead_id, lead_status: 'Complete', form_completed: true });
      expect(await count(db, 'outbox')).toBe(2);
      expect((await call('PATCH', `/api/leads/${lead_id}`, { body: { order_detail: 'again' } })).status).toBe(409);
    });

    it("cannot update another tenant's lead", async () => {
      const { call } = await testApp();
      const { lead_id } = (await (
        await call('POST', '/api/leads', { body: { ...alphaEnquiry(), form: 'parts' } })
      ).json()) as { lead_id: string };
      expect(
        (await call('PATCH', `/api/leads/${lead_id}`, { host: 'beta.localhost', body: { order_detail: 'x' } })).status,
      ).toBe(404);
    });
  });

  it('keeps personal data out of the logs', async () => {
    const { call, logger } = await testApp();
    await call('POST', '/api/leads', { body: alphaEnquiry() });
    const logs = logger.lines.join('\n');
    for (const secret of ['Jane', 'jane@example.com', '0412345678', '412 345']) expect(logs).not.toContain(secret);
  });
});
