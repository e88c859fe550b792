import { completedLead, type LeadRecord } from '../leads/lead-record.ts';
import { storeLead } from '../leads/store-lead.ts';
import type { LifecycleDeps } from '../reservations/lifecycle.ts';
import { findOnlinePayment, markOnlinePaymentPaid, setOnlinePaymentLead, type OnlinePayment } from './payment-store.ts';

/** The payment lead as the dealer receives it: the form as sent, plus the receipt and the provider's reference. */
export function onlinePaymentLead(payment: OnlinePayment, paymentReference: string, paidAt: number): LeadRecord {
  return completedLead(payment.lead, {
    online_payment_reference: payment.reference,
    payment_provider: payment.provider,
    payment_reference: paymentReference,
    paid_at: new Date(paidAt).toISOString(),
  });
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
    const leadId = await storeLead(tx, tenant, onlinePaymentLead(stored, payment.paymentReference, now), now);
    await setOnlinePaymentLead(tx, stored.id, leadId);
    return 'paid' as const;
  });
  deps.logger.info('online_payment.confirmed', { payment_id: paymentId, outcome });
  if (outcome === 'paid') deps.notifyOutbox?.();
  return outcome;
}
