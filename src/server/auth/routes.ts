import { Hono } from 'hono';
import * as v from 'valibot';
import { CodeSchema, MobileSchema, optionalText } from '../../features/forms/rules/schemas/fields.ts';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';
import type { AppEnv } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { checkCode, recordVerification } from '../verify/code-store.ts';
import { foreignDealership } from '../verify/dealership.ts';
import { checkFailure } from '../verify/routes.ts';
import { ipKey, sendCode } from '../verify/send.ts';
import { currentUser, endSession, startSession, upsertUser } from './sessions.ts';

/** spec/site §7 auth service: sign in with a one-time SMS code. */
const SignInBody = v.object(
  {
    phone: MobileSchema,
    first_name: optionalText(80),
    last_name: optionalText(80),
    email: v.optional(
      v.pipe(v.string(MESSAGES.email), v.trim(), v.maxLength(254, MESSAGES.email), v.email(MESSAGES.email)),
    ),
    website: optionalText(100),
    dealership_slug: optionalText(100),
  },
  MESSAGES.required,
);
const VerifyBody = v.object(
  { phone: MobileSchema, token: CodeSchema, type: v.optional(v.literal('sms', MESSAGES.choice), 'sms') },
  MESSAGES.required,
);

/** POST /api/auth/sign-in, /verify, /sign-out and GET /api/auth/me. */
export function authRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sign-in', validate('json', SignInBody), async (c) => {
    const { phone, first_name, last_name, email, dealership_slug } = c.req.valid('json');
    const foreign = foreignDealership(c, dealership_slug);
    if (foreign) return foreign;
    const response = await sendCode(c, phone, 'sign-in', { first_name, last_name, email, dealership_slug });
    if (response.status === 200)
      await recordVerification(
        c.var.deps.store,
        { website_slug: c.var.tenant.slug, dealership_slug, verification_type: 'sms' },
        c.var.deps.clock(),
      );
    return response;
  });
  app.post('/verify', validate('json', VerifyBody), async (c) => {
    const { deps, tenant } = c.var;
    const { phone, token } = c.req.valid('json');
    const now = deps.clock();
    const check = { tenant: tenant.slug, purpose: 'sign-in' as const, phone, code: token, clientKey: ipKey(c) };
    const result = await deps.store.transaction((tx) => checkCode(tx, deps.secrets.server, check, now));
    if (!result.ok) return checkFailure(c, result.reason);
    const user = await upsertUser(deps.store, tenant.slug, phone, result.profile, now);
    const dealership =
      typeof result.profile['dealership_slug'] === 'string' ? result.profile['dealership_slug'] : undefined;
    await recordVerification(
      deps.store,
      { website_slug: tenant.slug, dealership_slug: dealership, user_id: user.id, verification_type: 'verify' },
      now,
    );
    await startSession(c, user);
    deps.logger.info('auth.signed_in', { tenant: tenant.slug, user_id: user.id });
    return c.json({ user });
  });
  app.post('/sign-out', async (c) => {
    await endSession(c);
    return c.json({ ok: true });
  });
  app.get('/me', async (c) => {
    const user = await currentUser(c);
    return user ? c.json({ user }) : c.json({ error: 'Not signed in.' }, 401);
  });
  return app;
}
