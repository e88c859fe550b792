import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../deps.ts';
import { fieldErrors } from '../http/errors.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../http/json-depth.ts';
import { limitBody, securityHeaders } from '../http/protect.ts';
import { resolveTenant } from '../http/tenant.ts';
import { issuesToFields } from '../http/validate.ts';
import { platformClientIp } from '../http/client-ip.ts';
import { keyedHash } from '../verify/codes.ts';
import { storeViolations, type ReportCaps } from './report-store.ts';
import { fromLegacy, fromReportingApi, LegacyReportSchema, ReportingApiSchema } from './report.ts';

/** Largest report upload accepted: a browser's report is about 1 KB, an upload of several a few. */
export const CSP_REPORT_BYTES = 16 * 1024;

/**
 * POST /api/csp-report: Content-Security-Policy violation reports from browsers (report-uri and
 * report-to), stored up to the tenant's daily allowance and the client's share of it. Browsers send
 * reports without cookies and with their own types, so the JSON-only and same-origin rules of the
 * other writes do not apply.
 */
export function cspReportRoute(deps: AppDeps, perDay: ReportCaps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', securityHeaders, limitBody(CSP_REPORT_BYTES), resolveTenant(deps), async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const reportingApi = type === 'application/reports+json';
    if (!reportingApi && type !== 'application/csp-report' && type !== 'application/json') {
      return c.json({ error: 'Reports must be application/csp-report or application/reports+json.' }, 415);
    }
    const raw = await c.req.text();
    if (jsonDepth(raw) > MAX_JSON_DEPTH)
      return fieldErrors(c, { body: `JSON nested deeper than ${MAX_JSON_DEPTH} levels.` });
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return fieldErrors(c, { body: 'Malformed JSON in request body.' });
    }
    const parsed = reportingApi ? v.safeParse(ReportingApiSchema, body) : v.safeParse(LegacyReportSchema, body);
    if (!parsed.success) return fieldErrors(c, issuesToFields(parsed.issues));
    const violations = reportingApi
      ? fromReportingApi(parsed.output as v.InferOutput<typeof ReportingApiSchema>)
      : fromLegacy(parsed.output as v.InferOutput<typeof LegacyReportSchema>);
    const tenant = c.get('tenant');
    const clientKey = keyedHash(deps.secrets.server, 'csp', (deps.clientIp ?? platformClientIp)(c));
    const stored = await storeViolations(
      deps.store,
      { tenant: tenant.slug, clientKey },
      violations,
      deps.clock(),
      perDay,
    );
    deps.logger.info('csp.reported', { tenant: tenant.slug, received: violations.length, stored });
    return c.body(null, 204);
  });
  return app;
}
