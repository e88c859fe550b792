import { randomUUID } from 'node:crypto';
import type { LeadRecord } from '../leads/lead-record.ts';
import { enqueueDeliveries, insertLead, newLeadId, type Channel } from '../leads/lead-store.ts';
import { num, str, type Db, type Row, type Sql } from '../store/db.ts';

/** A shopper's one spin of a campaign, as stored. */
export interface StoredSpin {
  id: string;
  tenant: string;
  campaign_id: string;
  user_id: string;
  /** Index of the slice drawn (wheelSlices order when it was drawn). */
  slice: number;
  /** The slice's label when it was drawn. */
  prize: string;
  won: boolean;
  lead_id: string;
  created_at: number;
}

export type NewSpin = Pick<StoredSpin, 'tenant' | 'campaign_id' | 'user_id' | 'slice' | 'prize' | 'won'>;

export async function findSpin(
  sql: Sql,
  by: Pick<StoredSpin, 'tenant' | 'campaign_id' | 'user_id'>,
): Promise<StoredSpin | undefined> {
  const row = await sql.get('SELECT * FROM spins WHERE tenant = ? AND campaign_id = ? AND user_id = ?', [
    by.tenant,
    by.campaign_id,
    by.user_id,
  ]);
  return row ? spinFromRow(row) : undefined;
}

/**
 * Stores the spin and queues its lead for the dealer (the lead and one outbox row per channel), in one transaction.
 * The unique key (tenant, campaign, shopper) lets exactly one of any number of concurrent spins in; the others get
 * that first spin back with `first: false`, and nothing else is written for them.
 */
export async function recordSpin(
  db: Db,
  spin: NewSpin,
  lead: { record: LeadRecord; channels: readonly Channel[] },
  now: number,
): Promise<{ spin: StoredSpin; first: boolean }> {
  return db.transaction(async (tx) => {
    const leadId = newLeadId(now);
    const inserted = await tx.run(
      `INSERT INTO spins (id, tenant, campaign_id, user_id, slice, prize, won, lead_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tenant, campaign_id, user_id) DO NOTHING`,
      [
        `sp_${randomUUID().replace(/-/g, '')}`,
        spin.tenant,
        spin.campaign_id,
        spin.user_id,
        spin.slice,
        spin.prize,
        spin.won ? 1 : 0,
        leadId,
        now,
      ],
    );
    if (inserted === 1) {
      await insertLead(tx, leadId, spin.tenant, lead.record, now);
      await enqueueDeliveries(tx, leadId, spin.tenant, lead.channels, now);
    }
    const stored = await findSpin(tx, spin);
    if (!stored) throw new Error('spin insert lost its row');
    return { spin: stored, first: inserted === 1 };
  });
}

function spinFromRow(row: Row): StoredSpin {
  return {
    id: str(row['id']),
    tenant: str(row['tenant']),
    campaign_id: str(row['campaign_id']),
    user_id: str(row['user_id']),
    slice: num(row['slice']),
    prize: str(row['prize']),
    won: num(row['won']) === 1,
    lead_id: str(row['lead_id']),
    created_at: num(row['created_at']),
  };
}
