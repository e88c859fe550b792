import { num, type Db, type Sql } from '../store/db.ts';

/** Rows a purge removed (or, on a dry run, would remove). */
export interface PurgeCounts {
  leads: number;
  deliveries: number;
  attachments: number;
  idempotency: number;
  /** Ended reservations (none holding a car or owing a refund), with the reserve form they carried. */
  reservations: number;
  /** Online payments (/online-payment) with the payment form they carried. */
  onlinePayments: number;
}

const OLD_LEADS = 'SELECT id FROM leads WHERE tenant = ? AND created_at < ?';
const OLD_RESERVATIONS = `FROM reservations WHERE tenant = ? AND created_at < ? AND status NOT IN ('pending_payment', 'active')
  AND (refund_status IS NULL OR refund_status <> 'pending')`;
const OLD_PAYMENTS = 'FROM online_payments WHERE tenant = ? AND created_at < ?';

/** Counts, per table, of a tenant's lead data created before `before` (ms). */
async function countOld(sql: Sql, tenant: string, before: number): Promise<PurgeCounts> {
  const n = async (query: string, params: (string | number)[]) => num((await sql.get(query, params))?.['n']);
  return {
    leads: await n('SELECT COUNT(*) AS n FROM leads WHERE tenant = ? AND created_at < ?', [tenant, before]),
    deliveries: await n(`SELECT COUNT(*) AS n FROM outbox WHERE lead_id IN (${OLD_LEADS})`, [tenant, before]),
    attachments: await n(
      `SELECT COUNT(*) AS n FROM miscellaneous WHERE tenant = ? AND (created_at < ? OR lead_id IN (${OLD_LEADS}))`,
      [tenant, before, tenant, before],
    ),
    idempotency: await n('SELECT COUNT(*) AS n FROM idempotency WHERE tenant = ? AND created_at < ?', [tenant, before]),
    reservations: await n(`SELECT COUNT(*) AS n ${OLD_RESERVATIONS}`, [tenant, before]),
    onlinePayments: await n(`SELECT COUNT(*) AS n ${OLD_PAYMENTS}`, [tenant, before]),
  };
}

/**
 * Deletes a tenant's leads created before `before` with everything that refers to them: their outbox rows,
 * miscellaneous records (valuations) and stored idempotent answers, its ended reservations and its online payments
 * made before then.
 * One transaction; `dryRun` only counts.
 */
export async function purgeLeads(
  db: Db,
  tenant: string,
  before: number,
  options: { dryRun?: boolean } = {},
): Promise<PurgeCounts> {
  if (options.dryRun) return countOld(db, tenant, before);
  return db.transaction(async (tx) => {
    const counts = await countOld(tx, tenant, before);
    await tx.run(`DELETE FROM outbox WHERE lead_id IN (${OLD_LEADS})`, [tenant, before]);
    await tx.run(`DELETE FROM miscellaneous WHERE tenant = ? AND (created_at < ? OR lead_id IN (${OLD_LEADS}))`, [
      tenant,
      before,
      tenant,
      before,
    ]);
    await tx.run('DELETE FROM idempotency WHERE tenant = ? AND created_at < ?', [tenant, before]);
    await tx.run('DELETE FROM leads WHERE tenant = ? AND created_at < ?', [tenant, before]);
    await tx.run(`DELETE ${OLD_RESERVATIONS}`, [tenant, before]);
    await tx.run(`DELETE ${OLD_PAYMENTS}`, [tenant, before]);
    return counts;
  });
}

/** Tenants that have leads in the store (a tenant removed from the configuration still has its leads purged). */
export async function tenantsWithLeads(sql: Sql): Promise<string[]> {
  return (await sql.all('SELECT DISTINCT tenant FROM leads ORDER BY tenant')).map((r) => String(r['tenant']));
}
