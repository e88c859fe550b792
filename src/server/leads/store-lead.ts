import type { Tenant } from '../../config/load-tenant.ts';
import type { Sql } from '../store/db.ts';
import type { LeadRecord } from './lead-record.ts';
import { enqueueDeliveries, insertLead, newLeadId } from './lead-store.ts';
import { routeChannels, routeLead } from './routing.ts';

/** Queues a complete lead for delivery on the channels its route names (spec: lead routing). */
export function queueRoutedLead(tx: Sql, tenant: Tenant, leadId: string, lead: LeadRecord, now: number): Promise<void> {
  return enqueueDeliveries(tx, leadId, tenant.slug, routeChannels(routeLead(tenant, lead)), now);
}

/**
 * Stores a new lead in the caller's transaction and, when it is complete, queues it for delivery: the lead and its
 * outbox rows commit together, so it is never lost. Answers the lead's id.
 */
export async function storeLead(tx: Sql, tenant: Tenant, lead: LeadRecord, now: number): Promise<string> {
  const id = newLeadId(now);
  await insertLead(tx, id, tenant.slug, lead, now);
  if (lead.form_completed) await queueRoutedLead(tx, tenant, id, lead, now);
  return id;
}
