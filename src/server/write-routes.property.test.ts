import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './auth/sessions.ts';
import { MAX_REPORTS_PER_UPLOAD } from './csp/report.ts';
import { alphaEnquiry, count, testApp } from '../../tests/support/server/harness.ts';
import { onlinePaymentBody, purchaseRequestBody, reserveBody } from '../../tests/support/server/lead-samples.ts';

type Harness = Awaited<ReturnType<typeof testApp>>;

/** Values of the wrong type for a string field, and for a number or boolean field. */
const notString = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }),
);
const notNumber = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.string().filter((s) => !/^\d{1,10}$/.test(s)),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }),
);

/** A valid body for each write route, and its required fields by kind. */
const ROUTES: { method: string; path: string; valid: Record<string, unknown>; strings: string[]; numbers: string[] }[] =
  [
    {
      method: 'POST',
      path: '/api/leads',
      valid: alphaEnquiry(),
      strings: ['form', 'category', 'name', 'email', 'phone', 'message', 'dealership_slug'],
      numbers: ['fill_ms', 'location_id'],
    },
    {
      method: 'POST',
      path: '/api/reservations',
      valid: reserveBody(),
      strings: ['form', 'name', 'email', 'phone', 'dealership_slug'],
      numbers: ['fill_ms', 'car_id'],
    },
    {
      method: 'POST',
      path: '/api/online-payments',
      valid: onlinePaymentBody(),
      strings: ['form', 'name', 'email', 'phone', 'dealership_slug', 'reference_type', 'reference_number'],
      numbers: ['fill_ms', 'payment_amount'],
    },
    {
      method: 'POST',
      path: '/api/reservations/RSV-AAAAA-AAAAA/purchase',
      valid: purchaseRequestBody(),
      strings: ['payment_method', 'has_trade_in', 'delivery_method'],
      numbers: [],
    },
    { method: 'POST', path: '/api/rate-limit', valid: { phone: '0412345678' }, strings: ['phone'], numbers: [] },
    { method: 'POST', path: '/api/verify/send', valid: { phone: '0412345678' }, strings: ['phone'], numbers: [] },
    {
      method: 'POST',
      path: '/api/verify/check',
      valid: { phone: '0412345678', code: '123456' },
      strings: ['phone', 'code'],
      numbers: [],
    },
    { method: 'POST', path: '/api/auth/sign-in', valid: { phone: '0412345678' }, strings: ['phone'], numbers: [] },
    {
      method: 'POST',
      path: '/api/auth/verify',
      valid: { phone: '0412345678', token: '123456' },
      strings: ['phone', 'token'],
      numbers: [],
    },
    {
      method: 'POST',
      path: '/api/youx/quote',
      valid: { selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5 },
      strings: ['selfAssessedCreditScore'],
      numbers: ['purchasePrice', 'loanTerm'],
    },
    {
      method: 'POST',
      path: '/api/youx/create-customer',
      valid: {
        data: {
          selfAssessedCreditScore: 'GREAT',
          purchasePrice: 30000,
          loanTerm: 5,
          phoneNumber: '0412345678',
          firstName: 'J',
          lastName: 'C',
          email: 'j@example.com',
        },
      },
      strings: [],
      numbers: [],
    },
    {
      method: 'POST',
      path: '/api/watchlist/save-car',
      valid: { phone_number: '0412345678', car_id: 1 },
      strings: [],
      numbers: ['car_id'],
    },
    {
      method: 'POST',
      path: '/api/watchlist/remove-car',
      valid: { phone_number: '0412345678', car_id: 1 },
      strings: [],
      numbers: ['car_id'],
    },
    {
      method: 'POST',
      path: '/api/phone-reveal',
      valid: { car_id: 1, dealership_id: 1, website_id: 101 },
      strings: [],
      numbers: ['car_id', 'dealership_id', 'website_id'],
    },
    {
      method: 'POST',
      path: '/api/miscellaneous',
      valid: { column_name: 'valuation', value: { a: 1 } },
      strings: ['column_name'],
      numbers: [],
    },
    {
      method: 'PATCH',
      path: '/api/leads/:lead',
      valid: { vehicle_make: 'Toyota' },
      strings: ['vehicle_make', 'order_detail', 'lead_status'],
      numbers: ['vehicle_year'],
    },
  ];

/** A bad payload: not an object at all, a required field removed, or a field of the wrong type. */
function badPayload(route: (typeof ROUTES)[number]) {
  const required = [...route.strings, ...route.numbers].filter(
    (k) => !['vehicle_make', 'order_detail', 'lead_status', 'vehicle_year'].includes(k),
  );
  const options: fc.Arbitrary<{ body: unknown; field: string | undefined }>[] = [
    fc
      .oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.anything(), { maxLength: 3 }))
      .map((body) => ({ body, field: 'body' })),
  ];
  if (required.length > 0)
    options.push(
      fc.constantFrom(...required).map((key) => {
        const { [key]: _gone, ...body } = route.valid;
        return { body, field: key };
      }),
    );
  if (route.strings.length > 0)
    options.push(
      fc
        .tuple(fc.constantFrom(...route.strings), notString)
        .map(([key, value]) => ({ body: { ...route.valid, [key]: value }, field: key })),
    );
  if (route.numbers.length > 0)
    options.push(
      fc
        .tuple(fc.constantFrom(...route.numbers), notNumber)
        .map(([key, value]) => ({ body: { ...route.valid, [key]: value }, field: key })),
    );
  if (route.path === '/api/youx/create-customer')
    options.push(
      fc
        .tuple(fc.constantFrom('phoneNumber', 'firstName', 'email', 'purchasePrice'), notString)
        .map(([key, value]) => ({
          body: { data: { ...(route.valid['data'] as object), [key]: value } },
          field: `data.${key}`,
        })),
    );
  return fc.oneof(...options);
}

const TABLES = [
  'leads',
  'outbox',
  'idempotency',
  'phone_codes',
  'rate_counters',
  'users',
  'sessions',
  'verifications',
  'watchlist',
  'phone_reveals',
  'miscellaneous',
  'car_views',
  'car_view_marks',
  'reservations',
  'car_holds',
];
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
const formBody = fc
  .dictionary(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 40 }), { maxKeys: 6 })
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
        fc.asyncProperty(
          fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.anything(), { maxLength: 3 })),
          async (body) => {
            const res = await h.call(route.method, route.path, { body: JSON.stringify(body) });
            expect(res.status).toBe(400);
            expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual(['body']);
          },
        ),
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
        fc.asyncProperty(
          formBody.filter((body) => body.length > 0),
          async (body) => {
            const res = await h.app.request(`http://alpha.localhost${path}`, {
              method: route.method,
              headers: { host: 'alpha.localhost', 'content-type': 'application/x-www-form-urlencoded' },
              body,
            });
            expect(res.status).toBe(415);
            expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
          },
        ),
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
  { path: '/api/auth/me', params: [] },
  { path: '/api/watchlist', params: [] },
  { path: '/api/health', params: [] },
  { path: '/api/dev/sms-outbox', params: ['phone'] },
];

/** A session cookie that is absent, empty or made up (cookie-safe characters, so the header itself is valid). */
const sessionCookie = fc.option(fc.stringMatching(/^[\w.~%-]{0,80}$/), { nil: undefined });

describe('read routes under generated query strings', () => {
  for (const route of READS) {
    it(`GET ${route.path}: never a 5xx, always JSON, stores nothing`, async () => {
      const h = await testApp({ overrides: { limits: { lookupsPerClientPerMinute: 1_000_000 } } });
      const before = await snapshot(h);
      const query = fc.record(
        Object.fromEntries(
          [...route.params, 'extra'].map((p) => [p, fc.option(fc.string({ maxLength: 30 }), { nil: undefined })]),
        ),
      );
      await fc.assert(
        fc.asyncProperty(query, sessionCookie, async (params, cookie) => {
          const search = new URLSearchParams(
            Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
          );
          const res = await h.call(
            'GET',
            `${route.path}?${search}`,
            cookie === undefined ? {} : { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } },
          );
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

/** A CSP report body of the right type that no schema accepts, or that is not JSON at all. */
const badLegacy = fc.oneof(
  fc
    .oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.anything(), { maxLength: 3 }))
    .map((body) => JSON.stringify(body)),
  fc
    .oneof(fc.constant(null), fc.boolean(), fc.double(), fc.string())
    .map((value) => JSON.stringify({ 'csp-report': value })),
  fc
    .tuple(fc.constantFrom('document-uri', 'effective-directive', 'blocked-uri', 'script-sample'), notString)
    .map(([key, value]) => JSON.stringify({ 'csp-report': { [key]: value } })),
  fc
    .tuple(
      fc.constantFrom('line-number', 'column-number'),
      fc.oneof(notNumber, fc.integer({ max: -1 }), fc.double({ noInteger: true })),
    )
    .map(([key, value]) => JSON.stringify({ 'csp-report': { [key]: value } })),
);
const badReportingApi = fc.oneof(
  fc
    .oneof(fc.constant(null), fc.integer(), fc.string(), fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }))
    .map((body) => JSON.stringify(body)),
  fc
    .integer({ min: MAX_REPORTS_PER_UPLOAD + 1, max: 60 })
    .map((n) => JSON.stringify(Array.from({ length: n }, () => ({ type: 'csp-violation', body: {} })))),
  notString.map((type) => JSON.stringify([{ type, body: {} }])),
  fc
    .tuple(fc.constantFrom('documentURL', 'blockedURL', 'effectiveDirective'), notString)
    .map(([key, value]) => JSON.stringify([{ type: 'csp-violation', body: { [key]: value } }])),
);
const notJson = fc.string({ maxLength: 60 }).filter((text) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});
const tooDeep = fc
  .integer({ min: 33, max: 200 })
  .map((depth) => `{"csp-report":${'['.repeat(depth)}${']'.repeat(depth)}}`);

/** A well-formed report from one of a few clients (so the caps, not validation, decide what is kept). */
const goodReport = fc.record({
  ip: fc.constantFrom('127.0.0.2', '127.0.0.3', '127.0.0.4'),
  blocked: fc.webUrl({ withQueryParameters: true }),
  directive: fc.constantFrom('script-src-elem', 'img-src', 'style-src'),
});

/** A media type other than the three CSP reports come as (lower-cased, parameters dropped, as the route reads it). */
const ACCEPTED_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];
const wrongType = fc
  .oneof(
    fc.constantFrom(
      '',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/json',
    ),
    fc.stringMatching(/^[a-z]{1,12}\/[a-z0-9.+-]{1,20}(; ?charset=[a-z0-9-]{1,10})?$/),
  )
  .filter((type) => !ACCEPTED_TYPES.includes(type.split(';')[0]?.trim().toLowerCase() ?? ''));

describe('POST /api/csp-report under generated bodies and types', () => {
  const post = (h: Harness, body: string, type: string, ip = '127.0.0.2') =>
    h.app.request('http://alpha.localhost/api/csp-report', {
      method: 'POST',
      body,
      headers: { host: 'alpha.localhost', 'content-type': type, 'x-test-ip': ip },
    });

  it('a bad body is a 400 JSON answer naming a field, never a 5xx, and stores nothing', async () => {
    const h = await testApp();
    const bad = fc.oneof(
      badLegacy.map((body) => ({ body, type: 'application/csp-report' })),
      badReportingApi.map((body) => ({ body, type: 'application/reports+json' })),
      fc.tuple(fc.oneof(notJson, tooDeep), fc.constantFrom(...ACCEPTED_TYPES)).map(([body, type]) => ({ body, type })),
    );
    await fc.assert(
      fc.asyncProperty(bad, async ({ body, type }) => {
        const res = await post(h, body, type);
        expect(res.status).toBe(400);
        const json = (await res.json()) as { error: string; fields: Record<string, string> };
        expect(typeof json.error).toBe('string');
        expect(Object.keys(json.fields).length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
    expect(await count(h.db, 'csp_reports')).toBe(0);
  });

  it('a body of any other type is a 415 JSON answer and stores nothing', async () => {
    const h = await testApp();
    await fc.assert(
      fc.asyncProperty(
        wrongType,
        fc.oneof(
          fc.string({ maxLength: 60 }),
          goodReport.map((r) => JSON.stringify({ 'csp-report': { 'blocked-uri': r.blocked } })),
        ),
        async (type, body) => {
          const res = await post(h, body, type);
          expect(res.status).toBe(415);
          expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
        },
      ),
      { numRuns: 200 },
    );
    expect(await count(h.db, 'csp_reports')).toBe(0);
  });

  it("good reports are answered 204 and stored no further than the tenant's and each client's daily caps", async () => {
    const h = await testApp({ overrides: { limits: { cspReportsPerTenantPerDay: 7, cspReportsPerClientPerDay: 3 } } });
    await fc.assert(
      fc.asyncProperty(goodReport, fc.boolean(), async ({ ip, blocked, directive }, reportingApi) => {
        const res = reportingApi
          ? await post(
              h,
              JSON.stringify([{ type: 'csp-violation', body: { blockedURL: blocked, effectiveDirective: directive } }]),
              'application/reports+json',
              ip,
            )
          : await post(
              h,
              JSON.stringify({ 'csp-report': { 'blocked-uri': blocked, 'effective-directive': directive } }),
              'application/csp-report',
              ip,
            );
        expect(res.status).toBe(204);
      }),
      { numRuns: 200 },
    );
    const perClient = (await h.db.all('SELECT COUNT(*) AS n FROM csp_reports GROUP BY client_key')).map((r) =>
      Number(r['n']),
    );
    expect(perClient.every((n) => n <= 3)).toBe(true);
    expect(await count(h.db, 'csp_reports')).toBe(7);
    const blocked = (await h.db.all('SELECT blocked FROM csp_reports')).map((r) => String(r['blocked']));
    expect(blocked.some((url) => url.includes('?'))).toBe(false);
  });
});
