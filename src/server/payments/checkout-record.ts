import type { LeadRecord } from '../leads/lead-record.ts';
import { num, optStr, str, type Row, type Sql } from '../store/db.ts';

/** What a reservation and an online payment share as stored: a shopper's form, paid through the provider. */
export interface CheckoutRecord {
  id: string;
  tenant: string;
  /** The reference the shopper holds (RSV-… or PAY-…). */
  reference: string;
  /** Normalised phone (+61…) of the shopper: "my reservations", the signed-in payer. */
  phone: string;
  /** The form as sent: delivered to the dealer as a lead once paid. */
  lead: LeadRecord;
  lead_id: string | undefined;
  provider: string;
  checkout_id: string | undefined;
  payment_reference: string | undefined;
  amount_cents: number;
  created_at: number;
}

/** The tables whose rows are checkout records. */
type CheckoutTable = 'reservations' | 'online_payments';

/** A checkout record by its id, or by the reference a tenant's shopper holds. */
export type CheckoutLookup = { id: string } | { tenant: string; reference: string };

/** A checkout record's row, found by `by`. */
export function findCheckoutRow(sql: Sql, table: CheckoutTable, by: CheckoutLookup): Promise<Row | undefined> {
  return 'id' in by
    ? sql.get(`SELECT * FROM ${table} WHERE id = ?`, [by.id])
    : sql.get(`SELECT * FROM ${table} WHERE tenant = ? AND reference = ?`, [by.tenant, by.reference]);
}

/** The shared columns of a reservation's or an online payment's row. */
export function checkoutRecordFromRow(row: Row): CheckoutRecord {
  return {
    id: str(row['id']),
    tenant: str(row['tenant']),
    reference: str(row['reference']),
    phone: str(row['phone']),
    lead: JSON.parse(str(row['lead_json'])) as LeadRecord,
    lead_id: optStr(row['lead_id']),
    provider: str(row['provider']),
    checkout_id: optStr(row['checkout_id']),
    payment_reference: optStr(row['payment_reference']),
    amount_cents: num(row['amount_cents']),
    created_at: num(row['created_at']),
  };
}
