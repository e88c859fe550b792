import { randomUUID } from 'node:crypto';
import type { LeadRecord } from '../leads/lead-record.ts';
import { num, optStr, str, type Db, type Row, type Sql } from '../store/db.ts';

/** pending: the shopper is paying on the provider's page; paid: confirmed (webhook, or the development provider); expired: the checkout ended unpaid. */
export type OnlinePaymentStatus = 'pending' | 'paid' | 'expired';

/** An online payment (/online-payment) as stored. */
export interface OnlinePayment {
  id: string;
  tenant: string;
  reference: string;
  status: OnlinePaymentStatus;
  amount_cents: number;
  reference_type: string;
  reference_number: string;
  /** Normalised phone (+61…) of the signed-in payer. */
  phone: string;
  /** The payment form as sent: delivered to the dealer as a lead once paid. */
  lead: LeadRecord;
  lead_id: string | undefined;
  provider: string;
  checkout_id: string | undefined;
  payment_reference: string | undefined;
  created_at: number;
  paid_at: number | undefined;
}

export type NewOnlinePayment = Pick<
  OnlinePayment,
  'tenant' | 'reference' | 'amount_cents' | 'reference_type' | 'reference_number' | 'phone' | 'lead' | 'provider'
>;

/** Stores a new payment, pending until its provider confirms it. */
export async function insertOnlinePayment(db: Db, input: NewOnlinePayment, now: number): Promise<OnlinePayment> {
  const id = `op_${randomUUID().replace(/-/g, '')}`;
  await db.run(
    `INSERT INTO online_payments (id, tenant, reference, status, amount_cents, reference_type, reference_number, phone, lead_json, provider, created_at)
     VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      input.tenant,
      input.reference,
      input.amount_cents,
      input.reference_type,
      input.reference_number,
      input.phone,
      JSON.stringify(input.lead),
      input.provider,
      now,
    ],
  );
  const stored = await findOnlinePayment(db, { id });
  if (!stored) throw new Error(`online payment ${id} is not in the store`);
  return stored;
}

/** Marks a pending (or lapsed) payment paid; false when it was recorded paid before. */
export async function markOnlinePaymentPaid(
  tx: Sql,
  id: string,
  payment: { paymentReference: string; checkoutId?: string | undefined },
  now: number,
): Promise<boolean> {
  const changed = await tx.run(
    `UPDATE online_payments SET status = 'paid', payment_reference = ?, checkout_id = COALESCE(?, checkout_id), paid_at = ?
     WHERE id = ? AND status IN ('pending', 'expired')`,
    [payment.paymentReference, payment.checkoutId ?? null, now, id],
  );
  return changed === 1;
}

/** A pending payment whose checkout ended unpaid. */
export async function expireOnlinePayment(db: Db, id: string, checkoutId: string, now: number): Promise<void> {
  await db.run(
    "UPDATE online_payments SET status = 'expired', ended_at = ? WHERE id = ? AND status = 'pending' AND checkout_id = ?",
    [now, id, checkoutId],
  );
}

export async function setOnlinePaymentCheckout(db: Db, id: string, checkoutId: string): Promise<void> {
  await db.run('UPDATE online_payments SET checkout_id = ? WHERE id = ?', [checkoutId, id]);
}

export async function setOnlinePaymentLead(tx: Sql, id: string, leadId: string): Promise<void> {
  await tx.run('UPDATE online_payments SET lead_id = ? WHERE id = ?', [leadId, id]);
}

export async function findOnlinePayment(
  sql: Sql,
  by: { id: string } | { tenant: string; reference: string },
): Promise<OnlinePayment | undefined> {
  const row =
    'id' in by
      ? await sql.get('SELECT * FROM online_payments WHERE id = ?', [by.id])
      : await sql.get('SELECT * FROM online_payments WHERE tenant = ? AND reference = ?', [by.tenant, by.reference]);
  return row ? fromRow(row) : undefined;
}

function fromRow(row: Row): OnlinePayment {
  return {
    id: str(row['id']),
    tenant: str(row['tenant']),
    reference: str(row['reference']),
    status: str(row['status']) as OnlinePaymentStatus,
    amount_cents: num(row['amount_cents']),
    reference_type: str(row['reference_type']),
    reference_number: str(row['reference_number']),
    phone: str(row['phone']),
    lead: JSON.parse(str(row['lead_json'])) as LeadRecord,
    lead_id: optStr(row['lead_id']),
    provider: str(row['provider']),
    checkout_id: optStr(row['checkout_id']),
    payment_reference: optStr(row['payment_reference']),
    created_at: num(row['created_at']),
    paid_at: row['paid_at'] === null || row['paid_at'] === undefined ? undefined : num(row['paid_at']),
  };
}
