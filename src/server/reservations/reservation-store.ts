import { randomUUID } from 'node:crypto';
import {
  checkoutRecordFromRow,
  findCheckoutRow,
  type CheckoutLookup,
  type CheckoutRecord,
} from '../payments/checkout-record.ts';
import { num, optNum, optStr, str, type Db, type Row, type Sql } from '../store/db.ts';
import { HOLDING, type ReservationStatus } from './reservation-rules.ts';

/** A reservation as stored. */
export interface Reservation extends CheckoutRecord {
  car_id: number;
  status: ReservationStatus;
  email: string;
  /** The buy-online purchase request's lead, once sent (one per reservation). */
  purchase_lead_id: string | undefined;
  refund_status: 'pending' | 'refunded' | undefined;
  refund_reference: string | undefined;
  held_until: number;
  ended_at: number | undefined;
}

export type NewReservation = Pick<
  Reservation,
  'tenant' | 'reference' | 'car_id' | 'phone' | 'email' | 'lead' | 'provider' | 'amount_cents' | 'held_until'
>;

const HOLDING_SQL = HOLDING.map((s) => `'${s}'`).join(', ');

/**
 * Takes the car's one hold and stores the reservation, in one transaction: an expired hold is released
 * first; the hold's primary key (tenant, car) lets exactly one of any number of concurrent attempts in.
 */
export async function holdCar(db: Db, input: NewReservation, now: number): Promise<Reservation | undefined> {
  const id = `rs_${randomUUID().replace(/-/g, '')}`;
  return db.transaction(async (tx) => {
    await tx.run('DELETE FROM car_holds WHERE tenant = ? AND car_id = ? AND held_until <= ?', [
      input.tenant,
      input.car_id,
      now,
    ]);
    const held = await tx.run(
      'INSERT INTO car_holds (tenant, car_id, reservation_id, held_until) VALUES (?, ?, ?, ?) ON CONFLICT (tenant, car_id) DO NOTHING',
      [input.tenant, input.car_id, id, input.held_until],
    );
    if (held === 0) return undefined;
    await tx.run(
      `INSERT INTO reservations (id, tenant, reference, car_id, status, phone, email, lead_json, provider, amount_cents, created_at, held_until)
       VALUES (?, ?, ?, ?, 'pending_payment', ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        input.tenant,
        input.reference,
        input.car_id,
        input.phone,
        input.email,
        JSON.stringify(input.lead),
        input.provider,
        input.amount_cents,
        now,
        input.held_until,
      ],
    );
    return storedReservation(tx, id);
  });
}

/**
 * Marks a reservation paid and holds the car until `heldUntil`. 'lost': the payment came after the reservation
 * ended or another holds the car now (its refund is queued); 'already': this payment was recorded before.
 */
export async function markPaid(
  tx: Sql,
  reservation: Reservation,
  payment: { paymentReference: string; checkoutId?: string | undefined },
  heldUntil: number,
  now: number,
): Promise<'paid' | 'lost' | 'already'> {
  const changed = await tx.run(
    `UPDATE reservations SET status = 'active', payment_reference = ?, checkout_id = COALESCE(?, checkout_id), held_until = ?
     WHERE id = ? AND status IN ('pending_payment', 'abandoned')`,
    [payment.paymentReference, payment.checkoutId ?? null, heldUntil, reservation.id],
  );
  if (changed === 0) {
    // Paid after the shopper cancelled or the checkout lapsed unpaid: keep the payment to refund it.
    const late = await tx.run(
      "UPDATE reservations SET payment_reference = ?, refund_status = 'pending' WHERE id = ? AND status IN ('cancelled', 'expired') AND payment_reference IS NULL",
      [payment.paymentReference, reservation.id],
    );
    return late === 1 ? 'lost' : 'already';
  }
  const kept = await tx.run(
    'UPDATE car_holds SET held_until = ? WHERE tenant = ? AND car_id = ? AND reservation_id = ?',
    [heldUntil, reservation.tenant, reservation.car_id, reservation.id],
  );
  if (kept === 1) return 'paid';
  // The checkout ended or lapsed and its hold went; the payment still came: hold again if the car is free.
  await tx.run('DELETE FROM car_holds WHERE tenant = ? AND car_id = ? AND held_until <= ?', [
    reservation.tenant,
    reservation.car_id,
    now,
  ]);
  const held = await tx.run(
    'INSERT INTO car_holds (tenant, car_id, reservation_id, held_until) VALUES (?, ?, ?, ?) ON CONFLICT (tenant, car_id) DO NOTHING',
    [reservation.tenant, reservation.car_id, reservation.id, heldUntil],
  );
  if (held === 1) return 'paid';
  await tx.run("UPDATE reservations SET status = 'cancelled', ended_at = ?, refund_status = 'pending' WHERE id = ?", [
    now,
    reservation.id,
  ]);
  return 'lost';
}

export async function setLeadId(tx: Sql, reservationId: string, leadId: string): Promise<void> {
  await tx.run('UPDATE reservations SET lead_id = ? WHERE id = ?', [leadId, reservationId]);
}

/**
 * Ends a holding reservation (cancelled, expired or abandoned) and releases its hold; with `refund` its deposit
 * is queued for refunding. Answers false when it no longer held the car (already ended).
 */
export async function endReservation(
  db: Db,
  reservation: Reservation,
  status: Exclude<ReservationStatus, 'pending_payment' | 'active'>,
  refund: boolean,
  now: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx.run(
      `UPDATE reservations SET status = ?, ended_at = ?, refund_status = ? WHERE id = ? AND status IN (${HOLDING_SQL})`,
      [status, now, refund ? 'pending' : null, reservation.id],
    );
    if (changed === 0) return false;
    await tx.run('DELETE FROM car_holds WHERE tenant = ? AND car_id = ? AND reservation_id = ?', [
      reservation.tenant,
      reservation.car_id,
      reservation.id,
    ]);
    return true;
  });
}

export async function markRefunded(db: Db, reservationId: string, refundReference: string): Promise<void> {
  await db.run(
    "UPDATE reservations SET refund_status = 'refunded', refund_reference = ? WHERE id = ? AND refund_status = 'pending'",
    [refundReference, reservationId],
  );
}

export async function findReservation(sql: Sql, by: CheckoutLookup): Promise<Reservation | undefined> {
  const row = await findCheckoutRow(sql, 'reservations', by);
  return row ? reservationFromRow(row) : undefined;
}

/** A reservation known to exist (just written or read in this request). */
export async function storedReservation(sql: Sql, id: string): Promise<Reservation> {
  const reservation = await findReservation(sql, { id });
  if (!reservation) throw new Error(`reservation ${id} is not in the store`);
  return reservation;
}

/** A shopper's reservations on a tenant, newest first. */
export async function reservationsOf(sql: Sql, tenant: string, phone: string): Promise<Reservation[]> {
  const rows = await sql.all(
    'SELECT * FROM reservations WHERE tenant = ? AND phone = ? ORDER BY created_at DESC LIMIT 50',
    [tenant, phone],
  );
  return rows.map(reservationFromRow);
}

/** `tenant IN (?, …)` for a list of tenant slugs (never empty). */
const tenantIn = (tenants: readonly string[]): string => `tenant IN (${tenants.map(() => '?').join(', ')})`;

/** Holding reservations of these tenants whose time is up, oldest first. */
export async function lapsedReservations(
  sql: Sql,
  tenants: readonly string[],
  now: number,
  limit = 100,
): Promise<Reservation[]> {
  if (tenants.length === 0) return [];
  const rows = await sql.all(
    `SELECT * FROM reservations WHERE ${tenantIn(tenants)} AND status IN (${HOLDING_SQL}) AND held_until <= ? ORDER BY held_until LIMIT ?`,
    [...tenants, now, limit],
  );
  return rows.map(reservationFromRow);
}

/** Reservations of these tenants whose refund is still to be made, oldest first. */
export async function refundsDue(sql: Sql, tenants: readonly string[], limit = 100): Promise<Reservation[]> {
  if (tenants.length === 0) return [];
  const rows = await sql.all(
    `SELECT * FROM reservations WHERE ${tenantIn(tenants)} AND refund_status = 'pending' ORDER BY ended_at LIMIT ?`,
    [...tenants, limit],
  );
  return rows.map(reservationFromRow);
}

/**
 * The cars of a tenant held now: paid, or unpaid while the shopper is on the provider's page (nobody else can
 * reserve them meanwhile). A hold stops counting when it lapses, is cancelled or its checkout ends unpaid.
 */
export async function reservedCarIds(sql: Sql, tenant: string, now: number): Promise<number[]> {
  const rows = await sql.all(
    `SELECT h.car_id FROM car_holds h JOIN reservations r ON r.id = h.reservation_id
     WHERE h.tenant = ? AND h.held_until > ? AND r.status IN (${HOLDING_SQL})`,
    [tenant, now],
  );
  return rows.map((r) => num(r['car_id']));
}

function reservationFromRow(row: Row): Reservation {
  const refund = optStr(row['refund_status']);
  return {
    ...checkoutRecordFromRow(row),
    car_id: num(row['car_id']),
    status: str(row['status']) as ReservationStatus,
    email: str(row['email']),
    purchase_lead_id: optStr(row['purchase_lead_id']),
    refund_status: refund === 'pending' || refund === 'refunded' ? refund : undefined,
    refund_reference: optStr(row['refund_reference']),
    held_until: num(row['held_until']),
    ended_at: optNum(row['ended_at']),
  };
}

/** The provider's checkout the shopper pays on. */
export async function setCheckout(db: Db, reservationId: string, checkoutId: string): Promise<void> {
  await db.run('UPDATE reservations SET checkout_id = ? WHERE id = ?', [checkoutId, reservationId]);
}
