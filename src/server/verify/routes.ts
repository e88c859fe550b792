import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { CodeSchema, MobileSchema, optionalText } from '../../features/forms/rules/schemas/fields.ts';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';
import type { AppEnv } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { throttleLookup } from '../throttle/throttle.ts';
import { CODE_RULES } from './codes.ts';
import { checkAndRecord, recordVerification, sendVerdict } from './code-store.ts';
import { foreignDealership } from './dealership.ts';
import { INVALID_CODE, ipKey, sendCode, TOO_MANY } from './send.ts';
import { phoneProof } from './verified-phone.ts';

const PhoneBody = v.object({ phone: MobileSchema }, MESSAGES.required);
const SendBody = v.object({ phone: MobileSchema, dealership_slug: optionalText(100) }, MESSAGES.required);
const CheckBody = v.object(
  { phone: MobileSchema, code: CodeSchema, dealership_slug: optionalText(100) },
  MESSAGES.required,
);

/**
 * POST /api/rate-limit: may this client ask for a code for this phone now? (spec/site §7: non-ok means too
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
    const verdict = await sendVerdict(deps.store, scope, ipKey(c), deps.clock(), limits.sendsPerIpPerHour, {
      ownCodesOnly: true,
    });
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
    const foreign = foreignDealership(c, dealership_slug);
    if (foreign) return foreign;
    const response = await sendCode(c, phone, 'verify');
    if (response.status === 200)
      await recordVerification(
        c.var.deps.store,
        { website_slug: c.var.tenant.slug, dealership_slug, verification_type: 'sms' },
        c.var.deps.clock(),
      );
    return response;
  });
  app.post('/check', validate('json', CheckBody), async (c) => {
    const { deps, tenant } = c.var;
    const { phone, code, dealership_slug } = c.req.valid('json');
    const foreign = foreignDealership(c, dealership_slug);
    if (foreign) return foreign;
    const now = deps.clock();
    const result = await checkAndRecord(
      deps.store,
      deps.secrets.server,
      { tenant: tenant.slug, phone, code, clientKey: ipKey(c), dealership_slug },
      now,
    );
    if (!result.ok) return checkFailure(c, result.reason);
    deps.logger.info('verify.code_verified', { tenant: tenant.slug });
    // The finance lead and customer carry this back (verified-phone.ts).
    return c.json({ verified: true, verification: phoneProof(deps.secrets.server, tenant.slug, phone, now) });
  });
  return app;
}

/** Seconds a client past the check limit waits at most: the checks are counted over the code's 10 minutes. */
const CHECK_RETRY_AFTER_S = CODE_RULES.sendWindowMs / 1000;

/** 429 (with Retry-After) beyond the check limit, else 400 naming the code field (spec/site §8 texts). */
export function checkFailure(c: Context<AppEnv>, reason: 'invalid' | 'too-many'): Response {
  if (reason === 'invalid') return c.json({ error: INVALID_CODE, fields: { code: INVALID_CODE } }, 400);
  c.header('Retry-After', String(CHECK_RETRY_AFTER_S));
  return c.json({ error: TOO_MANY, retry_after: CHECK_RETRY_AFTER_S }, 429);
}
