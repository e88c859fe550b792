import { purchaseLeadFields, type PurchaseFacts } from '../../features/forms/rules/purchase-summary.ts';
import type { LeadRecord } from '../leads/lead-record.ts';
import type { Reservation } from '../reservations/reservation-store.ts';

/** The dealer-facing category of a buy-online purchase request. */
export const PURCHASE_CATEGORY = 'Purchase Request';

/**
 * The one lead of a buy-online purchase: the reserve lead's shopper and car (stock number, VIN and price as
 * reserved), the reservation and its deposit, then the finance, trade-in and delivery choices. `form` is 'purchase'.
 */
export function purchaseLead(reservation: Reservation, facts: PurchaseFacts): LeadRecord {
  const { lead } = reservation;
  const visited = facts.request.lead_attributes;
  return {
    ...lead,
    form: 'purchase',
    category: PURCHASE_CATEGORY,
    subcategory: undefined,
    lead_status: 'Complete',
    form_completed: true,
    data: {
      ...lead.data,
      lead_attributes: visited.visited_pages.length > 0 ? visited : lead.data.lead_attributes,
      fields: {
        ...lead.data.fields,
        reservation_reference: reservation.reference,
        deposit: reservation.amount_cents / 100,
        payment_provider: reservation.provider,
        payment_reference: reservation.payment_reference,
        ...purchaseLeadFields(facts),
      },
    },
  };
}
