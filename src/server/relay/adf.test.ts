import { describe, expect, it } from 'vitest';
import { normalizeAuPhone } from '../../features/forms/rules/schemas/phone.ts';
import { findLeadById, type StoredLead } from '../leads/lead-store.ts';
import { adfDtdErrors } from '../../../tests/support/server/adf-dtd.ts';
import { testApp } from '../../../tests/support/server/harness.ts';
import {
  LEAD_SAMPLES,
  sampleHeaders,
  TEST_DRIVE_DATE,
  type LeadSample,
} from '../../../tests/support/server/lead-samples.ts';
import { alphaTenant } from '../../../tests/support/server/tenants.ts';
import { adfDocument } from './adf.ts';
import { escapeXml } from './adf-xml.ts';
import { fieldLine } from './lead-fields.ts';

/** Posts a sample (and its PATCH steps) through the app and reads the stored lead back. */
async function storedSample(sample: LeadSample): Promise<StoredLead> {
  const { call, db, deps, clock } = await testApp();
  const res = await call('POST', sample.path ?? '/api/leads', {
    body: sample.body,
    headers: sampleHeaders(sample, deps.secrets.server, clock.now()),
  });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  const { lead_id } = (await res.json()) as { lead_id: string };
  for (const step of sample.steps ?? [])
    expect((await call('PATCH', `/api/leads/${lead_id}`, { body: step })).status).toBe(200);
  const lead = await findLeadById(db, lead_id);
  if (!lead) throw new Error('lead not stored');
  return lead;
}

const adfOf = async (label: string) =>
  adfDocument(await storedSample(LEAD_SAMPLES.find((s) => s.label === label)!), alphaTenant());
const oneLine = (xml: string) => xml.replace(/>\s+</g, '><');

describe('ADF 1.0 e-mail document', () => {
  describe('validates against the ADF 1.0 DTD (xmllint --dtdvalid) for every form', () => {
    it.each(LEAD_SAMPLES.map((s) => [s.label, s] as const))('%s', async (_label, sample) => {
      const xml = adfDocument(await storedSample(sample), alphaTenant());
      expect(adfDtdErrors(xml)).toBe('');
    });
  });

  describe('nothing the shopper sent is dropped: every value of every sample (body and steps) is in the ADF', () => {
    /** Sent fields the ADF leaves out on purpose, and why. */
    const LEFT_OUT: Record<string, string> = {
      form: "named by the 'Category:' line (the form's category) and the vehicle's interest",
      fill_ms: 'the browser-measured fill time is an anti-spam signal, not something the shopper said',
      dealership_slug: 'chooses the vendor, written as its id, name and address',
      location_id: "chooses the route's location, written as the vendor's contact and the 'Route:' line",
      lead_status: 'progress of a multi-step form; the lead is relayed once it is complete',
      form_completed: 'progress of a multi-step form; the lead is relayed once it is complete',
    };
    /** Sent fields the ADF writes in another form: what to look for instead of the raw value. */
    const WRITTEN_AS: Record<string, (value: unknown) => string> = {
      phone: (value) => normalizeAuPhone(String(value)),
      opt_in: (value) => fieldLine('Marketing opt-in', value),
      offer_accepted: (value) => fieldLine('Offer accepted', value),
    };
    /** [field, value] for every scalar in a body, nested objects and arrays included (named by their top-level field). */
    const scalars = (key: string, value: unknown): [string, unknown][] => {
      if (Array.isArray(value)) return value.flatMap((item) => scalars(key, item));
      if (typeof value === 'object' && value !== null)
        return Object.values(value).flatMap((item) => scalars(key, item));
      return value === undefined || value === '' ? [] : [[key, value]];
    };
    // A value counts only as a whole token: '11' inside '0730000011' is not the location id.
    const hasToken = (xml: string, token: string) =>
      new RegExp(`(^|[^\\w])${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w])`).test(xml);

    it.each(LEAD_SAMPLES.map((s) => [s.label, s] as const))('%s', async (_label, sample) => {
      // The generated lead id and time are not the shopper's; leave them out so they cannot match by chance.
      const xml = adfDocument(await storedSample(sample), alphaTenant()).replace(
        /<id sequence=[^\n]*\n<requestdate>[^\n]*\n/,
        '',
      );
      const sent = [sample.body, ...(sample.steps ?? [])].flatMap((body) =>
        Object.entries(body).flatMap(([key, value]) => scalars(key, value)),
      );
      const missing = sent.filter(([key, value]) => {
        if (LEFT_OUT[key] !== undefined) return false;
        const expected =
          WRITTEN_AS[key]?.(value) ?? (typeof value === 'boolean' ? fieldLine(key, value) : String(value));
        return !hasToken(xml, escapeXml(expected));
      });
      expect(missing).toEqual([]);
    });
  });

  it('a vehicle without a car always has a status: used, new only when the form says new or names a model of the range', async () => {
    expect(oneLine(await adfOf('test drive without a car'))).toContain(
      '<vehicle interest="test-drive" status="used"><year></year>',
    );
    expect(oneLine(await adfOf('general enquiry, postcode, no car'))).toContain(
      '<vehicle interest="buy" status="used"><year></year>',
    );
    expect(oneLine(await adfOf('finance without a car'))).toContain(
      '<vehicle interest="buy" status="new"><year></year>',
    );
    expect(oneLine(await adfOf('register interest in a model'))).toContain(
      '<vehicle interest="buy" status="new"><year></year>',
    );
  });

  it('the car of interest: interest, status, year, make, model, VIN, stock, trim, odometer in km, price', async () => {
    const lead = await storedSample(LEAD_SAMPLES.find((s) => s.label === 'test drive of a car')!);
    const xml = oneLine(adfDocument({ ...lead, car: { ...lead.car!, badge: 'Ascent Sport' } }, alphaTenant()));
    expect(xml).toContain(
      '<vehicle interest="test-drive" status="used"><id source="dealer-sites car">1</id><year>2022</year><make>Toyota</make><model>Corolla</model>' +
        '<vin>JTDBR32E720000001</vin><stock>A100</stock><trim>Ascent Sport</trim><odometer units="km">12000</odometer><price type="asking" currency="AUD">28990</price>' +
        '<comments>Listing: https://www.alpha.example/cars/car-1</comments></vehicle>',
    );
  });

  it("a test drive booked from a model page names the model and its variant (trim), of the manufacturer's range", async () => {
    // It arrived as 'No particular vehicle': the form had no model field, so the model page's choice was lost.
    const xml = oneLine(await adfOf('test drive of a model and variant (model page)'));
    // The make is the site's manufacturer (alpha names none).
    expect(xml).toContain(
      '<vehicle interest="test-drive" status="new"><year></year><make></make><model>Corolla</model><trim>SX Hybrid</trim><comments>Model of interest</comments></vehicle>',
    );
    expect(xml).not.toContain('Variant:');
  });

  it("a trade-in is the shopper's own car, beside the car they want", async () => {
    const xml = oneLine(await adfOf('trade-in on a car'));
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><id source="dealer-sites car">1</id><year>2022</year>',
    );
    expect(xml).toMatch(
      /<vehicle interest="trade-in" status="used"><year>2015<\/year><make>Honda<\/make><model>Civic<\/model><odometer units="km">98000<\/odometer><comments>[^<]*Rego: TRD001 \(QLD\)[^<]*Under finance: Yes[^<]*<\/comments><\/vehicle>/,
    );
    expect(xml).not.toContain('interest="sell"');
  });

  it('sell my car is interest="sell" with odometer and rego', async () => {
    const xml = oneLine(await adfOf('sell my car'));
    expect(xml).toMatch(
      /<vehicle interest="sell" status="used"><year>2018<\/year><make>Ford<\/make><model>Ranger<\/model><odometer units="km">120500<\/odometer><comments>[^<]*Rego: SEL222 \(VIC\)/,
    );
  });

  it('finance as <finance> with method and amount; term and the rest in comments', async () => {
    const xml = oneLine(await adfOf('finance on a car'));
    expect(xml).toContain(
      '<finance><method>finance</method><amount type="total" limit="exact" currency="AUD">25000</amount></finance>',
    );
    for (const text of [
      'Loan term: 5 years',
      'Credit score (self-assessed): DECENT',
      'Who is helping: Partner',
      'Finance news: Yes',
    ])
      expect(xml).toContain(text);
  });

  it("the page's query parameters are named as the lead attribute they are, not as a campaign", async () => {
    const xml = oneLine(await adfOf('finance application from a car page, with its visit'));
    expect(xml).toContain('Linked query parameters: utm_source=newsletter');
    expect(xml).not.toContain('Campaign');
  });

  it("the test-drive date and time are the customer's timeframe", async () => {
    expect(oneLine(await adfOf('test drive of a car'))).toContain(
      `<timeframe>Test drive ${TEST_DRIVE_DATE} 10:30 (dealership local time)</timeframe>`,
    );
  });

  it('parts, register interest and every other field reach the comments', async () => {
    const parts = oneLine(await adfOf('parts order in three steps'));
    for (const text of ['Part#: PE01-14-302', 'Order detail: Two oil filters', 'Category: Parts Enquiry'])
      expect(parts).toContain(text);
    expect(parts).toContain('<year>2019</year><make>Mazda</make><model>CX-5</model><vin>JM0KF4W7A00000001</vin>');
    expect(oneLine(await adfOf('register interest in a model'))).toContain('<model>bZ4X</model>');
    const service = oneLine(await adfOf('service enquiry with rego'));
    for (const text of [
      'Category: Service Enquiry',
      'Rego: ABC123',
      'Additional services: Wheel alignment',
      'Comments: Is it still available?',
    ])
      expect(service).toContain(text);
    expect(oneLine(await adfOf('general enquiry, postcode, no car'))).toContain('Postcode: 4000');
  });

  it("vendor contact has the location's phone and an e-mail (location, site, else the lead inbox); provider names the platform; the lead id has a source; the route is named", async () => {
    const xml = oneLine(await adfOf('general enquiry, postcode, no car'));
    expect(xml).toMatch(/<prospect status="new"><id sequence="1" source="dealer-sites">ld_[^<]+<\/id>/);
    expect(xml).toContain(
      '<vendor><id source="dealer-sites dealership">1</id><vendorname>Dealer 1</vendorname><url>https://www.alpha.example</url>' +
        '<contact><name part="full" type="business">alpha-north location</name><email>leads@alpha.example</email><phone type="voice">0730000000</phone>' +
        '<address><street line="1">1 Main St</street><city>Brisbane</city><regioncode>QLD</regioncode><postalcode>4000</postalcode><country>AU</country></address></contact></vendor>',
    );
    expect(xml).toContain(
      '<provider><name part="full">Dealer Sites</name><service>Website lead forms</service></provider>',
    );
    expect(xml).toContain('Route: default (department sales, location alpha-north)');
  });

  it('escapes text and drops characters XML cannot carry', async () => {
    const { call, db } = await testApp();
    const res = await call('POST', '/api/leads', {
      body: { ...LEAD_SAMPLES[0]!.body, message: 'Tom & <Jerry> "quoted"\u0001' },
    });
    const xml = adfDocument(
      (await findLeadById(db, ((await res.json()) as { lead_id: string }).lead_id))!,
      alphaTenant(),
    );
    expect(xml).toContain('Tom &amp; &lt;Jerry&gt; &quot;quoted&quot;');
    expect(adfDtdErrors(xml)).toBe('');
  });
});
