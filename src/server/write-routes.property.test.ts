import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { alphaEnquiry, count, testApp } from './test-support/harness.ts';

type Harness = Awaited<ReturnType<typeof testApp>>;

/** Values of the wrong type for a string field, and for a number or boolean field. */
const notString = fc.oneof(fc.constant(null), fc.boolean(), fc.double(), fc.array(fc.anything(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }));
const notNumber = fc.oneof(fc.constant(null), fc.boolean(), fc.string().filter((s) => !/^\d{1,10}$/.test(s)), fc.array(fc.anything(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }));

/** A valid body for each write route, and its required fields by kind. */
const ROUTES: { method: string; path: string; valid: Record<string, unknown>; strings: string[]; numbers: string[] }[] = [
  { method: 'POST', path: '/api/leads', valid: alphaEnquiry(), strings: ['form', 'category', 'name', 'email', 'phone', 'message', 'dealership_slug'], numbers: ['fill_ms', 'location_id'] },
  { method: 'POST', path: '/api/rate-limit', valid: { phone: '0412345678' }, strings: ['phone'], numbers: [] },
  { method: 'POST', path: '/api/verify/send', valid: { phone: '0412345678' }, strings: ['phone'], numbers: [] },
  { method: 'POST', path: '/api/verify/check', valid: { phone: '0412345678', code: '123456' }, strings: ['phone', 'code'], numbers: [] },
  { method: 'POST', path: '/api/auth/sign-in', valid: { phone: '0412345678' }, strings: ['phone'], numbers: [] },
  { method: 'POST', path: '/api/auth/verify', valid: { phone: '0412345678', token: '123456' }, strings: ['phone', 'token'], numbers: [] },
  { method: 'POST', path: '/api/youx/quote', valid: { selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5 }, strings: ['selfAssessedCreditScore'], numbers: ['purchasePrice', 'loanTerm'] },
  { method: 'POST', path: '/api/youx/create-customer', valid: { data: { selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5, phoneNumber: '0412345678', firstName: 'J', lastName: 'C', email: 'j@example.com' } }, strings: [], numbers: [] },
  { method: 'POST', path: '/api/watchlist/save-car', valid: { phone_number: '0412345678', car_id: 1 }, strings: [], numbers: ['car_id'] },
  { method: 'POST', path: '/api/watchlist/remove-car', valid: { phone_number: '0412345678', car_id: 1 }, strings: [], numbers: ['car_id'] },
  { method: 'POST', path: '/api/phone-reveal', valid: { car_id: 1, dealership_id: 1, website_id: 101 }, strings: [], numbers: ['car_id', 'dealership_id', 'website_id'] },
  { method: 'POST', path: '/api/miscellaneous', valid: { column_name: 'valuation', value: { a: 1 } }, strings: ['column_name'], numbers: [] },
  { method: 'PATCH', path: '/api/leads/:lead', valid: { vehicle_make: 'Toyota' }, strings: ['vehicle_make', 'order_detail', 'lead_status'], numbers: ['vehicle_year'] },
];

/** A bad payload: not an object at all, a required field removed, or a field of the wrong type. */
function badPayload(route: (typeof ROUTES)[number]) {
  const required = [...route.strings, ...route.numbers].filter((k) => !['vehicle_make', 'order_detail', 'lead_status', 'vehicle_year'].includes(k));
  const options: fc.Arbitrary<{ body: unknown; field: string | undefined }>[] = [
    fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.anything(), { maxLength: 3 })).map((body) => ({ body, field: 'body' })),
  ];
  if (required.length > 0) options.push(fc.constantFrom(...required).map((key) => { const { [key]: _gone, ...body } = route.valid; return { body, field: key }; }));
  if (route.strings.length > 0) options.push(fc.tuple(fc.constantFrom(...route.strings), notString).map(([key, value]) => ({ body: { ...route.valid, [key]: value }, field: key })));
  if (route.numbers.length > 0) options.push(fc.tuple(fc.constantFrom(...route.numbers), notNumber).map(([key, value]) => ({ body: { ...route.valid, [key]: value }, field: key })));
  if (route.path === '/api/youx/create-customer') options.push(fc.tuple(fc.constantFrom('phoneNumber', 'firstName', 'email', 'purchasePrice'), notString).map(([key, value]) => ({ body: { data: { ...(route.valid['data'] as object), [key]: value } }, field: `data.${key}` })));
  return fc.oneof(...options);
}

const TABLES = ['leads', 'outbox', 'idempotency', 'phone_codes', 'rate_counters', 'users', 'sessions', 'verifications', 'watchlist', 'phone_reveals', 'miscellaneous', 'car_views', 'car_view_marks'];
const snapshot = async (h: Harness) => Promise.all(TABLES.map((t) => count(h.db, t)));

describe('write routes under 1,000 generated bad payloads each', () => {
  let h: Harness;
  let leadId = '';
  beforeAll(async () => {
    h = await testApp();
    const res = await h.call('POST', '/api/leads', { body: { ...alphaEnquiry(), form: 'parts' } });
    leadId = ((await res.json()) as { lead_id: string }).lead_id;
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}: never 5xx, every rejection a 4xx JSON naming the field, nothing stored`, async () => {
      const before = await snapshot(h);
      await fc.assert(
        fc.asyncProperty(badPayload(route), async ({ body, field }) => {
          const res = await h.call(route.method, route.path.replace(':lead', leadId), { body: JSON.stringify(body) });
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          const json = (await res.json()) as { error: string; fields?: Record<string, string> };
          expect(typeof json.error).toBe('string');
          expect(Object.keys(json.fields ?? {})).toContain(field);
        }),
        { numRuns: 1000 },
      );
      expect(await snapshot(h)).toEqual(before);
    });
  }
});

/** Write routes that take no body: any JSON object is accepted, anything else is refused. */
const BODYLESS = [
  { method: 'POST', path: '/api/auth/sign-out' },
  { method: 'POST', path: '/api/cars/car-1/view' },
];

/** A form-encoded body as a browser form without JavaScript, or a script, would send it. */
const formBody = fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 40 }), { maxKeys: 6 })
  .map((fields) => new URLSearchParams(fields).toString());

describe('every write route under generated bodies of the wrong kind', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await testApp();
  });

  for (const route of BODYLESS) {
    it(`${route.method} ${route.path}: a JSON value that is not an object is a 400 naming body, never a 5xx`, async () => {
      const before = await snapshot(h);
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.anything(), { maxLength: 3 })), async (body) => {
          const res = await h.call(route.method, route.path, { body: JSON.stringify(body) });
          expect(res.status).toBe(400);
          expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual(['body']);
        }),
        { numRuns: 200 },
      );
      expect(await snapshot(h)).toEqual(before);
    });
  }

  for (const route of [...ROUTES, ...BODYLESS]) {
    it(`${route.method} ${route.path}: a non-empty form-encoded body is a 415 JSON answer and stores nothing`, async () => {
      const path = route.path.replace(':lead', 'L-unknown');
      const before = await snapshot(h);
      await fc.assert(
        // An empty body needs no type (it is judged as no body), so only bodies with content must be JSON.
        fc.asyncProperty(formBody.filter((body) => body.length > 0), async (body) => {
          const res = await h.app.request(`http://alpha.localhost${path}`, {
            method: route.method, headers: { host: 'alpha.localhost', 'content-type': 'application/x-www-form-urlencoded' }, body,
          });
          expect(res.status).toBe(415);
          expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
        }),
        { numRuns: 100 },
      );
      expect(await snapshot(h)).toEqual(before);
    });
  }
});

/** Read routes and their query parameters. */
const READS = [
  { path: '/api/check-if-contact-exists', params: ['phone_number'] },
  { path: '/api/delivery-estimate', params: ['postcode'] },
  { path: '/api/appointments', params: ['location_id', 'date'] },
  { path: '/api/manufacturer-locations', params: ['manufacturer'] },
  { path: '/api/cars/car-1/autogauge', params: [] },
  { path: '/api/cars/car-1/view.json', params: [] },
];

describe('read routes under generated query strings', () => {
  for (const route of READS) {
    it(`GET ${route.path}: never a 5xx, always JSON, stores nothing`, async () => {
      const h = await testApp({ overrides: { limits: { lookupsPerClientPerMinute: 1_000_000 } } });
      const before = await snapshot(h);
      const query = fc.record(Object.fromEntries([...route.params, 'extra'].map((p) => [p, fc.option(fc.string({ maxLength: 30 }), { nil: undefined })])));
      await fc.assert(
        fc.asyncProperty(query, async (params) => {
          const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
          const res = await h.call('GET', `${route.path}?${search}`);
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get('content-type')).toContain('application/json');
          await res.json();
        }),
        { numRuns: 200 },
      );
      expect(await snapshot(h)).toEqual(before);
    });
  }
});
