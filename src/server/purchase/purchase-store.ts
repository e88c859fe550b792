import type { LeadRecord } from '../leads/lead-record.ts';
import { enqueueDeliveries, insertLead, newLeadId, type Channel } from '../leads/lead-store.ts';
import { str, type Db } from '../store/db.ts';

/**
 * Stores a reservation's purchase request lead and queues it for the dealer, in one transaction, once: the
 * reservation's `purchase_lead_id` is set only while empty, so of any number of sends (a retry, a second tab,
 * concurrent requests) exactly one stores a lead; the others get that lead's id back with `first: false`.
 */
export async function recordPurchase(
  db: Db,
  reservationId: string,
  lead: { tenant: string; record: LeadRecord; channels: readonly Channel[] },
  now: number,
): Promise<{ leadId: string; first: boolean }> {
  return db.transaction(async (tx) => {
    const leadId = newLeadId(now);
    const claimed = await tx.run(
      'UPDATE reservations SET purchase_lead_id = ? WHERE id = ? AND purchase_lead_id IS NULL',
      [leadId, reservationId],
    );
    if (claimed === 1) {
      await insertLead(tx, leadId, lead.tenant, lead.record, now);
      await enqueueDeliveries(tx, leadId, lead.tenant, lead.channels, now);
      return { leadId, first: true };
    }
    const row = await tx.get('SELECT purchase_lead_id FROM reservations WHERE id = ?', [reservationId]);
    return { leadId: str(row?.['purchase_lead_id']), first: false };
  });
}
