import { Hono } from 'hono';
import type { AppEnv } from '../deps.ts';
import { fieldErrors } from '../http/errors.ts';
import { confirmOnlinePayment } from '../online-payments/confirm.ts';
import { expireOnlinePayment } from '../online-payments/payment-store.ts';
import { confirmDeposit, releaseReservation } from '../reservations/lifecycle.ts';
import { findReservation } from '../reservations/reservation-store.ts';
import { lifecycleDeps } from '../reservations/routes.ts';
import { DEV_PROVIDER_NAME } from './dev-provider.ts';
import { PaymentSignatureError, type PaymentEvent } from './payment-provider.ts';

/**
 * GET /api/payments/provider (which provider takes deposits: the UI labels the development one as a demo) and
 * POST /api/payments/webhook (the provider's signed events; the only way a Stripe deposit or online payment is
 * confirmed).
 */
export function paymentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/provider', (c) => {
    const { name } = lifecycleDeps(c).payments;
    return c.json({ provider: name, demo: name === DEV_PROVIDER_NAME });
  });

  app.post('/webhook', async (c) => {
    const life = lifecycleDeps(c);
    const raw = await c.req.text();
    let event: PaymentEvent;
    try {
      event = life.payments.readWebhook(raw, c.req.header('stripe-signature'));
    } catch (error) {
      if (!(error instanceof PaymentSignatureError)) throw error;
      c.var.deps.logger.warn('payment.webhook_refused', { provider: life.payments.name });
      return fieldErrors(c, { 'Stripe-Signature': 'The signature does not verify.' });
    }
    const now = c.var.deps.clock();
    // The event names its reservation (and tenant): one endpoint may serve every site of an account.
    // A paid event carries the payment as confirming takes it: its paymentReference and checkoutId.
    if (event.kind === 'paid') {
      await confirmDeposit(life, event.reservationId, event, now);
    } else if (event.kind === 'expired') {
      const reservation = await findReservation(life.store, { id: event.reservationId });
      if (reservation?.status === 'pending_payment' && reservation.checkout_id === event.checkoutId) {
        await releaseReservation(life, reservation, 'abandoned', now);
      }
    } else if (event.kind === 'payment-paid') {
      await confirmOnlinePayment(life, event.paymentId, event, now);
    } else if (event.kind === 'payment-expired') {
      await expireOnlinePayment(life.store, event.paymentId, event.checkoutId, now);
    }
    return c.json({ received: true });
  });

  return app;
}
