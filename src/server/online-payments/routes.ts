import { Hono } from 'hono';
import { isPaymentReference, toCents } from '../../features/forms/rules/online-payment.ts';
import { currentUser } from '../auth/sessions.ts';
import type { AppEnv } from '../deps.ts';
import { fieldErrors } from '../http/errors.ts';
import { leadRecord } from '../leads/lead-record.ts';
import { parseFormLead } from '../leads/screen.ts';
import { returnUrls, START_FAILED, startAtProvider } from '../payments/start-checkout.ts';
import { CHECKOUT_MS, newReference } from '../reservations/reservation-rules.ts';
import { lifecycleDeps } from '../reservations/routes.ts';
import { throttleWrite } from '../throttle/throttle.ts';
import { confirmOnlinePayment } from './confirm.ts';
import {
  findOnlinePayment,
  insertOnlinePayment,
  setOnlinePaymentCheckout,
  type OnlinePayment,
} from './payment-store.ts';

const SIGN_IN = { error: 'Please sign in to make a payment.', sign_in: '/sign-in?type=online-payment' };
const NOT_FOUND = 'Payment not found.';

/** A payment as its receipt shows it: no contact details. */
function receipt(payment: OnlinePayment) {
  return {
    reference: payment.reference,
    status: payment.status,
    amount: payment.amount_cents / 100,
    currency: 'AUD',
    reference_type: payment.reference_type,
    reference_number: payment.reference_number,
    provider: payment.provider,
    created_at: new Date(payment.created_at).toISOString(),
    paid_at: payment.paid_at === undefined ? undefined : new Date(payment.paid_at).toISOString(),
  };
}

/**
 * POST /api/online-payments (the /online-payment form of a signed-in shopper: pay the dealer an amount against an
 * invoice or balance through the payment provider) and GET /api/online-payments/:reference (its receipt).
 */
export function onlinePaymentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const { tenant, deps } = c.var;
    const parsed = await parseFormLead(c, 'online-payment', "Online payments are made with the 'online-payment' form.");
    if (!parsed.ok) return parsed.response;
    // spec/site §2: online-payment is always gated. The payment and its lead carry the account's verified phone.
    const user = await currentUser(c);
    if (!user) return c.json(SIGN_IN, 401);
    const input = { ...parsed.lead, phone: user.phone };
    const throttled = throttleWrite(c, 'payments');
    if (throttled) return throttled;
    const life = lifecycleDeps(c);
    const now = deps.clock();
    const payment = await insertOnlinePayment(
      deps.store,
      {
        tenant: tenant.slug,
        reference: newReference('PAY'),
        amount_cents: toCents(input.payment_amount),
        reference_type: input.reference_type,
        reference_number: input.reference_number,
        phone: user.phone,
        lead: leadRecord(input, undefined, c.req.header('user-agent') ?? ''),
        provider: life.payments.name,
      },
      now,
    );
    const back = new URL('/online-payment/receipt', c.req.url);
    back.searchParams.set('reference', payment.reference);
    const against = input.reference_type === 'invoice' ? 'service invoice' : 'balance';
    const start = await startAtProvider(deps.logger, 'online_payment.start_failed', { payment_id: payment.id }, () =>
      life.payments.startPayment({
        paymentId: payment.id,
        reference: payment.reference,
        tenant: tenant.slug,
        amountCents: payment.amount_cents,
        description: `Payment to ${tenant.site.name} against ${against} ${input.reference_number} (${payment.reference})`,
        ...returnUrls(back),
        expiresAt: now + CHECKOUT_MS,
      }),
    );
    if (!start) return c.json({ error: START_FAILED }, 502);
    if (start.kind === 'paid')
      await confirmOnlinePayment(life, payment.id, { paymentReference: start.paymentReference }, now);
    else await setOnlinePaymentCheckout(deps.store, payment.id, start.checkoutId);
    const stored = await findOnlinePayment(deps.store, { id: payment.id });
    deps.logger.info('online_payment.created', {
      tenant: tenant.slug,
      payment_id: payment.id,
      provider: payment.provider,
    });
    return c.json(
      {
        payment: stored ? receipt(stored) : receipt(payment),
        ...(start.kind === 'redirect' ? { checkout_url: start.checkoutUrl } : {}),
      },
      201,
    );
  });

  app.get('/:reference', async (c) => {
    const reference = c.req.param('reference');
    if (!isPaymentReference(reference)) return fieldErrors(c, { reference: 'A reference looks like PAY-XXXXX-XXXXX.' });
    const payment = await findOnlinePayment(c.var.deps.store, { tenant: c.var.tenant.slug, reference });
    if (!payment) return c.json({ error: NOT_FOUND }, 404);
    return c.json({ payment: receipt(payment) });
  });

  return app;
}
