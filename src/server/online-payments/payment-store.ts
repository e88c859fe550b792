import { randomUUID } from 'node:crypto';
import {
  checkoutRecordFromRow,
  findCheckoutRow,
  type CheckoutLookup,
  type CheckoutRecord,
} from '../payments/checkout-record.ts';
import { optNum, str, type Db, type Row, type Sql } from '../store/db.ts';

/** pending: the shopper is paying on the provider's page; paid: confirmed (webhook, or the development provider); expired: the checkout ended unpaid. */
export type OnlinePaymentStatus = 'pending' | 'paid' | 'expired';

/** An online payment (/online-payment) as stored. */
export interface OnlinePayment extends CheckoutRecord {
  status: OnlinePaymentStatus;
  reference_type: string;
  reference_number: string;
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

export async function findOnlinePayment(sql: Sql, by: CheckoutLookup): Promise<OnlinePayment | undefined> {
  const row = await findCheckoutRow(sql, 'online_payments', by);
  return row ? fromRow(row) : undefined;
}

function fromRow(row: Row): OnlinePayment {
  return {
    ...checkoutRecordFromRow(row),
    status: str(row['status']) as OnlinePaymentStatus,
    reference_type: str(row['reference_type']),
    reference_number: str(row['reference_number']),
    paid_at: optNum(row['paid_at']),
  };
}
