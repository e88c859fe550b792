import { Hono } from 'hono';
import type { AppEnv } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { throttleWrite } from '../throttle/throttle.ts';
import { requireVerifiedPhone } from '../verify/verified-phone.ts';
import { BrokerError, CreateCustomerSchema, QuoteRequestSchema } from './broker.ts';
import { CUSTOMER_FAILED, QUOTE_FAILED } from './http-broker.ts';

/**
 * POST /api/youx/quote and /api/youx/create-customer through the tenant's finance broker, each
 * throttled per client and per tenant (write kinds 'quotes' and 'customers') before the broker is called.
 * A customer is created only for a phone verified with a code (the proof /api/verify/check answered).
 */
export function financeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/quote', validate('json', QuoteRequestSchema), async (c) => {
    const throttled = throttleWrite(c, 'quotes');
    if (throttled) return throttled;
    const { deps, tenant } = c.var;
    try {
      return c.json(await deps.financeBroker(tenant).quote(c.req.valid('json')));
    } catch (error) {
      deps.logger.warn('finance.quote_failed', { tenant: tenant.slug });
      return error instanceof BrokerError
        ? c.json({ error: error.message }, error.status)
        : c.json({ error: QUOTE_FAILED }, 502);
    }
  });
  app.post('/create-customer', validate('json', CreateCustomerSchema), async (c) => {
    const unverified = requireVerifiedPhone(c, c.req.valid('json').data.phoneNumber);
    if (unverified) return unverified;
    const throttled = throttleWrite(c, 'customers');
    if (throttled) return throttled;
    const { deps, tenant } = c.var;
    const { data, additionalData } = c.req.valid('json');
    try {
      const { redirectUrl } = await deps.financeBroker(tenant).createCustomer({ data, additionalData });
      deps.logger.info('finance.customer_created', { tenant: tenant.slug });
      return c.json({ redirectUrl });
    } catch (error) {
      deps.logger.warn('finance.customer_failed', { tenant: tenant.slug });
      return error instanceof BrokerError
        ? c.json({ error: error.message }, error.status)
        : c.json({ error: CUSTOMER_FAILED }, 502);
    }
  });
  return app;
}
