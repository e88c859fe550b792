import { Hono } from 'hono';
import * as v from 'valibot';
import { CodeSchema, MobileSchema, optionalText } from '../../features/forms/schemas/fields.ts';
import { MESSAGES } from '../../features/forms/schemas/messages.ts';
import type { AppEnv } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { throttleLookup } from '../throttle/throttle.ts';
import { checkAndRecord, recordVerification, sendVerdict } from './code-store.ts';
import { INVALID_CODE, ipKey, sendCode, TOO_MANY } from './send.ts';

const PhoneBody = v.object({ phone: MobileSchema }, MESSAGES.required);
const SendBody = v.object({ phone: MobileSchema, dealership_slug: optionalText(100) }, MESSAGES.required);
const CheckBody = v.object({ phone: MobileSchema, code: CodeSchema, dealership_slug: optionalText(100) }, MESSAGES.required);

/**
 * POST /api/rate-limit: may this client ask for a code for this phone now? (spec 7: non-ok means too
 * many attempts). It judges the client's own attempts only (its codes for the phone, its sends this
 * hour), so it is no oracle for codes sent to someone else's phone, and it is throttled like a lookup.
 */
export function rateLimitRoute(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', validate('json', PhoneBody), async (c) => {
    const throttled = throttleLookup(c, 'send-checks', TOO_MANY);
    if (throttled) return throttled;
    const { deps, limits } = c.var;
    const scope = { tenant: c.var.tenant.slug, purpose: 'verify' as const, phone: c.req.valid('json').phone };
    const verdict = await sendVerdict(deps.store, scope, ipKey(c), deps.clock(), limits.sendsPerIpPerHour, { ownCodesOnly: true });
    if (verdict.ok) return c.json({ ok: true });
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return c.json({ error: TOO_MANY, retry_after: verdict.retryAfterSeconds }, 429);
  });
  return app;
}

/** POST /api/verify/send and /api/verify/check: phone-code verification for forms (finance). */
export function verifyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/send', validate('json', SendBody), async (c) => {
    const { phone, dealership_slug } = c.req.valid('json');
    const response = await sendCode(c, phone, 'verify');
    if (response.status === 200) await recordVerification(c.var.deps.store, { website_slug: c.var.tenant.slug, dealership_slug, verification_type: 'sms' }, c.var.deps.clock());
    return response;
  });
  app.post('/check', validate('json', CheckBody), async (c) => {
    const { deps, tenant } = c.var;
    const { phone, code, dealership_slug } = c.req.valid('json');
    const now = deps.clock();
    const result = await checkAndRecord(deps.store, deps.secrets.server, { tenant: tenant.slug, phone, code, clientKey: ipKey(c), dealership_slug }, now);
    if (!result.ok) return checkFailure(c, result.reason);
    deps.logger.info('verify.code_verified', { tenant: tenant.slug });
    return c.json({ verified: true });
  });
  return app;
}

/** 429 beyond the check limit, else 400 naming the code field (spec 8 texts). */
export function checkFailure(c: { json: (body: object, status: 400 | 429) => Response }, reason: 'invalid' | 'too-many'): Response {
  return reason === 'too-many' ? c.json({ error: TOO_MANY }, 429) : c.json({ error: INVALID_CODE, fields: { code: INVALID_CODE } }, 400);
}
