import { randomUUID } from 'node:crypto';
import { num, optNum, optStr, str, type Row, type Sql } from '../store/db.ts';
import type { CarSnapshot, LeadData, LeadRecord } from './lead-record.ts';

/** A lead read back from the store. */
export interface StoredLead extends LeadRecord {
  id: string;
  tenant: string;
  created_at: number;
  updated_at: number;
}

export type Channel = 'webhook' | 'email';

/** New lead ids: time-ordered prefix for readable exports, random tail. */
export const newLeadId = (now: number): string =>
  `ld_${now.toString(36)}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

export async function insertLead(tx: Sql, id: string, tenant: string, lead: LeadRecord, now: number): Promise<void> {
  await tx.run(
    `INSERT INTO leads (id, tenant, form, category, subcategory, lead_status, form_completed, car_id, car_json, data_json, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      tenant,
      lead.form,
      lead.category,
      lead.subcategory ?? null,
      lead.lead_status,
      lead.form_completed ? 1 : 0,
      lead.car_id ?? null,
      lead.car ? JSON.stringify(lead.car) : null,
      JSON.stringify(lead.data),
      now,
      now,
    ],
  );
}

/** Queues the lead for each channel (one row per channel; a second call for the same channel is a no-op). */
export async function enqueueDeliveries(
  tx: Sql,
  leadId: string,
  tenant: string,
  channels: readonly Channel[],
  now: number,
): Promise<void> {
  for (const channel of channels) {
    await tx.run(
      `INSERT INTO outbox (id, lead_id, tenant, channel, status, attempts, next_attempt_at, locked_until, created_at)
       VALUES (?, ?, ?, ?, 'pending', 0, ?, 0, ?) ON CONFLICT (lead_id, channel) DO NOTHING`,
      [`${leadId}:${channel}`, leadId, tenant, channel, now, now],
    );
  }
}

export async function updateLeadStep(tx: Sql, lead: StoredLead, now: number): Promise<void> {
  await tx.run('UPDATE leads SET lead_status = ?, form_completed = ?, data_json = ?, updated_at = ? WHERE id = ?', [
    lead.lead_status,
    lead.form_completed ? 1 : 0,
    JSON.stringify(lead.data),
    now,
    lead.id,
  ]);
}

export function leadFromRow(row: Row): StoredLead {
  const car = optStr(row['car_json']);
  return {
    id: str(row['id']),
    tenant: str(row['tenant']),
    form: str(row['form']),
    category: str(row['category']),
    subcategory: optStr(row['subcategory']),
    lead_status: str(row['lead_status']) === 'Complete' ? 'Complete' : 'In Progress',
    form_completed: num(row['form_completed']) === 1,
    car_id: optNum(row['car_id']),
    car: car ? (JSON.parse(car) as CarSnapshot) : undefined,
    data: JSON.parse(str(row['data_json'])) as LeadData,
    created_at: num(row['created_at']),
    updated_at: num(row['updated_at']),
  };
}

/** A tenant's lead by id; undefined for another tenant's lead. */
export async function findLead(sql: Sql, tenant: string, id: string): Promise<StoredLead | undefined> {
  const row = await sql.get('SELECT * FROM leads WHERE id = ? AND tenant = ?', [id, tenant]);
  return row ? leadFromRow(row) : undefined;
}

export async function findLeadById(sql: Sql, id: string): Promise<StoredLead | undefined> {
  const row = await sql.get('SELECT * FROM leads WHERE id = ?', [id]);
  return row ? leadFromRow(row) : undefined;
}

/** Leads, newest first, optionally for one tenant, with their delivery states per channel. */
export async function listLeads(
  sql: Sql,
  options: { tenant?: string | undefined; limit?: number } = {},
): Promise<(StoredLead & { deliveries: Record<string, string> })[]> {
  const rows = options.tenant
    ? await sql.all('SELECT * FROM leads WHERE tenant = ? ORDER BY created_at DESC, id DESC LIMIT ?', [
        options.tenant,
        options.limit ?? 1000,
      ])
    : await sql.all('SELECT * FROM leads ORDER BY created_at DESC, id DESC LIMIT ?', [options.limit ?? 1000]);
  const leads = rows.map(leadFromRow);
  const result = [];
  for (const lead of leads) {
    const outbox = await sql.all('SELECT channel, status FROM outbox WHERE lead_id = ?', [lead.id]);
    result.push({ ...lead, deliveries: Object.fromEntries(outbox.map((o) => [str(o['channel']), str(o['status'])])) });
  }
  return result;
}
