import { randomUUID } from 'node:crypto';
import { num, type Db } from '../store/db.ts';
import type { CspViolation } from './report.ts';

/** Stores violations up to `perDay` per tenant and UTC day; answers how many were stored (the rest are dropped). */
export async function storeViolations(db: Db, tenant: string, violations: readonly CspViolation[], now: number, perDay: number): Promise<number> {
  if (violations.length === 0) return 0;
  const day = new Date(now).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(hashtext(?))', [`csp:${tenant}:${day}`]);
    const stored = num((await tx.get('SELECT COUNT(*) AS n FROM csp_reports WHERE tenant = ? AND day = ?', [tenant, day]))?.['n'] ?? 0);
    const room = Math.max(0, perDay - stored);
    for (const violation of violations.slice(0, room)) {
      const { directive, blocked, document, ...rest } = violation;
      await tx.run('INSERT INTO csp_reports (id, tenant, day, directive, blocked, document, report_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
        randomUUID(), tenant, day, directive, blocked, document, JSON.stringify(rest), now,
      ]);
    }
    return Math.min(room, violations.length);
  });
}
