import { Hono } from 'hono';
import { purchaseFinanceEstimate, purchaseFinanceTerms } from '../../features/finance/rules/purchase-estimate.ts';
import { PurchaseRequestSchema, purchaseRequestErrors } from '../../features/forms/rules/purchase-request.ts';
import type { DeliveryQuote } from '../../features/forms/rules/purchase-summary.ts';
import { deliveryEstimate } from '../../features/vehicle/rules/delivery-estimate.ts';
import { currentUser } from '../auth/sessions.ts';
import type { AppEnv } from '../deps.ts';
import { fieldErrors } from '../http/errors.ts';
import { parseJsonWith } from '../http/validate.ts';
import { routeChannels, routeLead } from '../leads/routing.ts';
import { isReference } from '../reservations/reservation-rules.ts';
import { findReservation } from '../reservations/reservation-store.ts';
import { statusAt } from '../reservations/reservation-view.ts';
import { throttleWrite } from '../throttle/throttle.ts';
import { purchaseLead } from './purchase-lead.ts';
import { recordPurchase } from './purchase-store.ts';

export const PURCHASE_TEXT = {
  signIn: 'Please sign in to send your purchase request.',
  notFound: 'Reservation not found.',
  unpaid: 'Your deposit has not been confirmed yet. Please wait a moment and send your purchase request again.',
  ended: 'This reservation has ended, so a purchase request can no longer be sent.',
} as const;

/**
 * POST /api/reservations/:reference/purchase: the buy-online purchase request of the signed-in shopper who reserved
 * (by phone) and paid the deposit. Stores one lead (form 'purchase') with the car, the reservation, the finance
 * figures (computed here with the site's finance terms), the trade-in and the delivery estimate, queued through the
 * outbox; a resend answers the first lead (200) and stores nothing.
 */
export function purchaseRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/:reference/purchase', async (c) => {
    const { deps, tenant } = c.var;
    const reference = c.req.param('reference');
    if (!isReference(reference)) return fieldErrors(c, { reference: 'A reference looks like RSV-XXXXX-XXXXX.' });
    const parsed = await parseJsonWith(c, PurchaseRequestSchema);
    if (!parsed.ok) return parsed.response;
    const request = parsed.value;
    const user = await currentUser(c);
    if (!user) return c.json({ error: PURCHASE_TEXT.signIn, sign_in: '/sign-in?type=checkout' }, 401);
    const reservation = await findReservation(deps.store, { tenant: tenant.slug, reference });
    // Another shopper's reservation reads as unknown: a reference tells a stranger nothing.
    if (reservation?.phone !== user.phone) return fieldErrors(c, { reference: PURCHASE_TEXT.notFound }, 404);
    const answer = (leadId: string) => ({ purchase: { lead_id: leadId, reservation_reference: reference } });
    if (reservation.purchase_lead_id) return c.json(answer(reservation.purchase_lead_id), 200);
    const now = deps.clock();
    const status = statusAt(reservation, now);
    if (status !== 'active')
      return fieldErrors(
        c,
        { reference: status === 'pending_payment' ? PURCHASE_TEXT.unpaid : PURCHASE_TEXT.ended },
        409,
      );
    const price = reservation.lead.car?.price ?? deps.getCar(tenant.slug, reservation.car_id)?.price ?? 0;
    const terms = purchaseFinanceTerms(tenant.site.finance);
    const errors = purchaseRequestErrors(request, { price, maxTermYears: terms.maxTermYears });
    let delivery: DeliveryQuote | undefined;
    if (request.delivery_method === 'delivery' && request.delivery_postcode !== undefined) {
      const estimate = deliveryEstimate(request.delivery_postcode, tenant.site.delivery);
      if (estimate.kind === 'message') errors['delivery_postcode'] ??= estimate.message;
      else delivery = { name: estimate.name, price: estimate.price };
    }
    if (Object.keys(errors).length > 0) return fieldErrors(c, errors);
    const throttled = throttleWrite(c, 'leads');
    if (throttled) return throttled;
    const finance =
      request.payment_method === 'finance'
        ? purchaseFinanceEstimate(
            price,
            { deposit: request.finance_deposit ?? 0, termYears: request.finance_term ?? terms.defaultTermYears },
            terms,
          )
        : undefined;
    const record = purchaseLead(reservation, { request, finance, delivery });
    const { leadId, first } = await recordPurchase(
      deps.store,
      reservation.id,
      { tenant: tenant.slug, record, channels: routeChannels(routeLead(tenant, record)) },
      now,
    );
    if (first) {
      deps.logger.info('purchase.requested', { tenant: tenant.slug, reservation_id: reservation.id, lead_id: leadId });
      deps.notifyOutbox?.();
    }
    return c.json(answer(leadId), first ? 201 : 200);
  });

  return app;
}
