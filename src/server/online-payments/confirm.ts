import type { LeadRecord } from '../leads/lead-record.ts';
import { enqueueDeliveries, insertLead, newLeadId } from '../leads/lead-store.ts';
import { routeChannels, routeLead } from '../leads/routing.ts';
import type { LifecycleDeps } from '../reservations/lifecycle.ts';
import { findOnlinePayment, markOnlinePaymentPaid, setOnlinePaymentLead, type OnlinePayment } from './payment-store.ts';

/** The payment lead as the dealer receives it: the form as sent, plus the receipt and the provider's reference. */
export function onlinePaymentLead(payment: OnlinePayment, paymentReference: string, paidAt: number): LeadRecord {
  const { lead } = payment;
  const fields = {
    ...lead.data.fields,
    online_payment_reference: payment.reference,
    payment_provider: payment.provider,
    payment_reference: paymentReference,
    paid_at: new Date(paidAt).toISOString(),
  };
  return { ...lead, lead_status: 'Complete', form_completed: true, data: { ...lead.data, fields } };
}

/**
 * A confirmed payment: recorded paid and its lead queued for the dealer in the same transaction (never lost).
 * A repeated confirmation (the provider redelivers its webhook) changes nothing.
 */
export async function confirmOnlinePayment(
  deps: Pick<LifecycleDeps, 'store' | 'tenants' | 'logger' | 'notifyOutbox'>,
  paymentId: string,
  payment: { paymentReference: string; checkoutId?: string },
  now: number,
): Promise<'paid' | 'already' | 'unknown'> {
  const outcome = await deps.store.transaction(async (tx) => {
    const stored = await findOnlinePayment(tx, { id: paymentId });
    const tenant = deps.tenants.find((t) => t.slug === stored?.tenant);
    if (!stored || !tenant) return 'unknown' as const;
    if (!(await markOnlinePaymentPaid(tx, stored.id, payment, now))) return 'already' as const;
    const lead = onlinePaymentLead(stored, payment.paymentReference, now);
    const leadId = newLeadId(now);
    await insertLead(tx, leadId, tenant.slug, lead, now);
    await enqueueDeliveries(tx, leadId, tenant.slug, routeChannels(routeLead(tenant, lead)), now);
    await setOnlinePaymentLead(tx, stored.id, leadId);
    return 'paid' as const;
  });
  deps.logger.info('online_payment.confirmed', { payment_id: paymentId, outcome });
  if (outcome === 'paid') deps.notifyOutbox?.();
  return outcome;
}
