import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../store/retention.ts';
import { count, testApp } from '../../../tests/support/server/harness.ts';

const legacy = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': 'https://www.alpha.example/cars/car-1?phone=0412345678#x',
      'effective-directive': 'script-src-elem',
      'violated-directive': 'script-src-elem',
      'blocked-uri': 'inline',
      disposition: 'report',
      'line-number': 12,
      'column-number': 3,
      'script-sample': 'alert(document.cookie) and a great deal more text',
      ...over,
    },
  });

const post = (
  t: Awaited<ReturnType<typeof testApp>>,
  body: string,
  type: string,
  host = 'alpha.localhost',
  ip = '203.0.113.1',
) =>
  t.app.request(`http://${host}/api/csp-report`, {
    method: 'POST',
    body,
    headers: { host, 'content-type': type, 'x-test-ip': ip },
  });

describe('POST /api/csp-report', () => {
  it('stores a report-uri report (application/csp-report) without query strings, answering 204', async () => {
    const t = await testApp();
    const res = await post(t, legacy(), 'application/csp-report');
    expect(res.status).toBe(204);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const row = await t.db.get('SELECT tenant, day, directive, blocked, document, report_json FROM csp_reports');
    expect(row).toMatchObject({
      tenant: 'alpha',
      day: '2025-07-01',
      directive: 'script-src-elem',
      blocked: 'inline',
      document: 'https://www.alpha.example/cars/car-1',
    });
    expect(JSON.parse(String(row?.['report_json']))).toEqual({
      disposition: 'report',
      line: 12,
      column: 3,
      sample: 'alert(document.cookie) and a great deal ',
    });
  });

  it('stores the csp-violation reports of a Reporting API upload (application/reports+json) and skips other types', async () => {
    const t = await testApp();
    const reports = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'https://www.alpha.example/',
        user_agent: 'x',
        body: {
          documentURL: 'https://www.alpha.example/',
          effectiveDirective: 'style-src-elem',
          blockedURL: 'https://evil.example/x.css?a=1',
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', body: {} },
    ];
    expect((await post(t, JSON.stringify(reports), 'application/reports+json')).status).toBe(204);
    expect(await t.db.all('SELECT directive, blocked FROM csp_reports')).toEqual([
      { directive: 'style-src-elem', blocked: 'https://evil.example/x.css' },
    ]);
  });

  it('refuses other types (415), bodies over 16 KiB (413), malformed JSON and wrong shapes (400), unknown hosts (404)', async () => {
    const t = await testApp();
    expect((await post(t, legacy(), 'text/plain')).status).toBe(415);
    expect((await post(t, legacy({ 'script-sample': 'x'.repeat(20_000) }), 'application/csp-report')).status).toBe(413);
    const malformed = await post(t, '{"csp-report":', 'application/csp-report');
    expect([malformed.status, await malformed.json()]).toEqual([
      400,
      { error: 'Please fix the following errors:', fields: { body: 'Malformed JSON in request body.' } },
    ]);
    expect(
      (await post(t, JSON.stringify({ 'csp-report': { 'line-number': 'twelve' } }), 'application/csp-report')).status,
    ).toBe(400);
    expect(
      (
        await post(
          t,
          JSON.stringify(Array.from({ length: 21 }, () => ({ type: 'csp-violation', body: {} }))),
          'application/reports+json',
        )
      ).status,
    ).toBe(400);
    expect((await post(t, legacy(), 'application/csp-report', 'evil.example')).status).toBe(404);
    expect(await count(t.db, 'csp_reports')).toBe(0);
  });

  it('names the field at fault in a sentence, never in valibot wording', async () => {
    const t = await testApp();
    const fields = async (body: unknown, type: string) => {
      const res = await post(t, JSON.stringify(body), type);
      expect(res.status).toBe(400);
      return ((await res.json()) as { fields: Record<string, string> }).fields;
    };
    expect(await fields({}, 'application/csp-report')).toEqual({
      'csp-report': 'Expected a CSP report object under "csp-report".',
    });
    expect(
      await fields({ 'csp-report': { 'line-number': 'twelve', 'blocked-uri': 1 } }, 'application/csp-report'),
    ).toEqual({
      'csp-report.blocked-uri': 'Expected text of at most 2000 characters.',
      'csp-report.line-number': 'Expected a whole number of 0 or more.',
    });
    expect(await fields({}, 'application/reports+json')).toEqual({
      body: 'Expected a list of at most 20 reports.',
    });
    expect(await fields([{ body: {} }], 'application/reports+json')).toEqual({
      '0.type': 'Expected a report object with a type.',
    });
    expect(await fields([{ type: 7 }], 'application/reports+json')).toEqual({
      '0.type': 'Expected the report type as text of at most 100 characters.',
    });
    expect(await fields(['x'], 'application/reports+json')).toEqual({ '0': 'Expected a report object with a type.' });
  });

  it('stores at most the daily allowance per tenant, counting again the next day', async () => {
    const t = await testApp({ overrides: { limits: { cspReportsPerTenantPerDay: 3 } } });
    for (let i = 0; i < 5; i++) expect((await post(t, legacy(), 'application/csp-report')).status).toBe(204);
    expect(await count(t.db, 'csp_reports')).toBe(3);
    expect((await post(t, legacy(), 'application/csp-report', 'beta.localhost')).status).toBe(204);
    expect(await count(t.db, 'csp_reports')).toBe(4);
    t.clock.advance(24 * 3_600_000);
    await post(t, legacy(), 'application/csp-report');
    expect(await count(t.db, 'csp_reports')).toBe(5);
  });

  it("stores at most the client's daily share, so one client cannot use up the tenant's allowance", async () => {
    const t = await testApp({ overrides: { limits: { cspReportsPerTenantPerDay: 5, cspReportsPerClientPerDay: 2 } } });
    const upload = JSON.stringify(
      Array.from({ length: 3 }, () => ({
        type: 'csp-violation',
        body: { effectiveDirective: 'img-src', blockedURL: 'https://x.example/a.png' },
      })),
    );
    expect((await post(t, upload, 'application/reports+json', 'alpha.localhost', '127.0.0.2')).status).toBe(204);
    for (let i = 0; i < 3; i++)
      expect((await post(t, legacy(), 'application/csp-report', 'alpha.localhost', '127.0.0.2')).status).toBe(204);
    expect(await count(t.db, 'csp_reports')).toBe(2);
    for (let i = 0; i < 3; i++) await post(t, legacy(), 'application/csp-report', 'alpha.localhost', '127.0.0.3');
    expect(await count(t.db, 'csp_reports')).toBe(4);
    await post(t, legacy(), 'application/csp-report', 'beta.localhost', '127.0.0.2');
    expect(await count(t.db, 'csp_reports')).toBe(5);
    t.clock.advance(24 * 3_600_000);
    await post(t, legacy(), 'application/csp-report', 'alpha.localhost', '127.0.0.2');
    expect(await count(t.db, 'csp_reports')).toBe(6);
  });

  it("keeps the client's hash only through its UTC day, never the address", async () => {
    const t = await testApp();
    await post(t, legacy(), 'application/csp-report', 'alpha.localhost', '127.0.0.2');
    const key = String((await t.db.get('SELECT client_key FROM csp_reports'))?.['client_key']);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    await purgeExpired(t.db, t.clock.now());
    expect((await t.db.get('SELECT client_key FROM csp_reports'))?.['client_key']).toBe(key);
    t.clock.advance(24 * 3_600_000);
    await purgeExpired(t.db, t.clock.now());
    expect((await t.db.get('SELECT client_key FROM csp_reports'))?.['client_key']).toBeNull();
  });
});
