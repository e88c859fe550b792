import { describe, expect, it } from 'vitest';
import { freshPgDatabase, PG_URL, testApp } from '../../tests/support/server/harness.ts';
import { reserveBody } from '../../tests/support/server/lead-samples.ts';
import { alphaTenant, betaTenant, STOCK } from '../../tests/support/server/tenants.ts';
import { functionsBundle } from './build/functions-bundle.ts';
import { pagesWorker } from './pages-worker.ts';
import { migrate } from './store/migrations.ts';
import { openPostgres } from './store/postgres.ts';

/** A tenant's worker as the build bundles it. */
const workerOf = (tenant: ReturnType<typeof alphaTenant>) =>
  pagesWorker(JSON.parse(JSON.stringify(functionsBundle(tenant, STOCK[tenant.slug] ?? [], 'stamp-1', ''))));

/** Runs the worker's scheduled handler as the cron trigger does, waiting for the work it hands the platform. */
async function cron(worker: ReturnType<typeof workerOf>, databaseUrl: string): Promise<void> {
  const work: Promise<unknown>[] = [];
  worker.scheduled({}, { DATABASE_URL: databaseUrl }, { waitUntil: (promise) => work.push(promise) });
  await Promise.all(work);
}

describe.skipIf(!PG_URL)('the Worker cron (scheduled handler) on PostgreSQL', () => {
  it("releases its own tenant's lapsed holds and refunds them as the dealer's policy says, as npm start does", async () => {
    const url = await freshPgDatabase();
    const db = openPostgres(url, { max: 5 });
    try {
      await migrate(db);
      // The test app's clock stands in 2025: the 48-hour hold made then has lapsed by the cron's real clock.
      const app = await testApp({ db });
      expect((await app.call('POST', '/api/reservations', { body: reserveBody() })).status).toBe(201);
      const row = () => db.get('SELECT status, refund_status, refund_reference FROM reservations');

      await cron(workerOf(betaTenant()), url);
      expect(await row()).toMatchObject({ status: 'active', refund_status: null });

      await cron(workerOf(alphaTenant()), url);
      const swept = await row();
      expect(swept).toMatchObject({ status: 'expired', refund_status: 'refunded' });
      expect(String(swept?.['refund_reference'])).toMatch(/^dev_refund_/);
      expect(Number((await db.get('SELECT COUNT(*) AS n FROM car_holds'))?.['n'])).toBe(0);
    } finally {
      await db.close();
    }
  });
});
