import { randomUUID } from 'node:crypto';
import { num, type Db } from '../store/db.ts';
import type { CspViolation } from './report.ts';

/** Where reports come from: the tenant and the keyed hash of the client's address. */
export interface ReportSource {
  tenant: string;
  clientKey: string;
}

/** Reports stored per UTC day: `perTenant` from all clients together, `perClient` from one client on the tenant. */
export interface ReportCaps {
  perTenant: number;
  perClient: number;
}

/**
 * Stores violations while both of the day's caps leave room (UTC day); answers how many were stored
 * (the rest are dropped). The client cap keeps one client from using up the tenant's allowance.
 */
export async function storeViolations(
  db: Db,
  source: ReportSource,
  violations: readonly CspViolation[],
  now: number,
  caps: ReportCaps,
): Promise<number> {
  if (violations.length === 0) return 0;
  const { tenant, clientKey } = source;
  const day = new Date(now).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(hashtext(?))', [`csp:${tenant}:${day}`]);
    const stored = num(
      (await tx.get('SELECT COUNT(*) AS n FROM csp_reports WHERE tenant = ? AND day = ?', [tenant, day]))?.['n'] ?? 0,
    );
    const fromClient = num(
      (
        await tx.get('SELECT COUNT(*) AS n FROM csp_reports WHERE tenant = ? AND day = ? AND client_key = ?', [
          tenant,
          day,
          clientKey,
        ])
      )?.['n'] ?? 0,
    );
    const room = Math.max(0, Math.min(caps.perTenant - stored, caps.perClient - fromClient));
    for (const violation of violations.slice(0, room)) {
      const { directive, blocked, document, ...rest } = violation;
      await tx.run(
        'INSERT INTO csp_reports (id, tenant, day, directive, blocked, document, report_json, created_at, client_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [randomUUID(), tenant, day, directive, blocked, document, JSON.stringify(rest), now, clientKey],
      );
    }
    return Math.min(room, violations.length);
  });
}
